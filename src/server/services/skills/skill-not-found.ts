import { skillNotFoundMessage } from '../../../domain/actions/skill-fields';
import { ServiceError } from '../service-error';

export const skillNotFound = () => new ServiceError('not_found', skillNotFoundMessage);
export const subskillNotFound = () => new ServiceError('not_found', 'Subskill not found or access denied');

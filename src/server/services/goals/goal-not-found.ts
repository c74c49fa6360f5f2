import { goalNotFoundMessage } from '../../../domain/actions/goal-fields';
import { ServiceError } from '../service-error';

export const goalNotFound = () => new ServiceError('not_found', goalNotFoundMessage);

import { habitNotFoundMessage } from '../../../domain/actions/habit-fields';
import { ServiceError } from '../service-error';

export const habitNotFound = () => new ServiceError('not_found', habitNotFoundMessage);

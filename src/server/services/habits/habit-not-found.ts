import { ServiceError } from '../service-error';

export const habitNotFoundMessage = 'Habit not found or access denied';

export const habitNotFound = () => new ServiceError('not_found', habitNotFoundMessage);

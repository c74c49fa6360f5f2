import { ServiceError } from './service-error';

/** Unlinking a pair that is not linked: the goal or skill is the user's, but no such link exists. */
export const linkNotFound = () => new ServiceError('not_found', 'Link not found');

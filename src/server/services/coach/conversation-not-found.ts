import { ServiceError } from '../service-error';

export const conversationNotFoundMessage = 'Conversation not found';
export const conversationNotFound = () => new ServiceError('not_found', conversationNotFoundMessage);

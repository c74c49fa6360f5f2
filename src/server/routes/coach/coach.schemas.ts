import { z } from '@hono/zod-openapi';
import {
  ZChatRequest as ZChatRequestShape,
  ZChatResponse as ZChatResponseShape,
  ZIntentRequest as ZIntentRequestShape,
  ZIntentResponse as ZIntentResponseShape,
} from '../../../domain/coach/chat-schemas';

/** The coach's shapes (declared once in the domain), named for the OpenAPI document. */
export const ZChatRequest = ZChatRequestShape.openapi('ChatRequest');
export const ZChatResponse = ZChatResponseShape.openapi('ChatResponse');
export const ZIntentRequest = ZIntentRequestShape.openapi('IntentRequest');
export const ZIntentResponse = ZIntentResponseShape.openapi('IntentResponse');
export const ZConversationId = z.object({ id: z.string().max(100) });
export {
  ZConversation,
  ZConversationMessage,
  ZNewMessage,
  ZOpenedConversation,
} from '../../../domain/coach/chat-schemas';

import type { z } from 'zod';
import type {
  ZChatMessage,
  ZChatMeta,
  ZChatRequest,
  ZChatResponse,
  ZChatRole,
  ZIntentRequest,
  ZIntentResponse,
  ZProposedAction,
  ZRunActionRequest,
  ZRunActionResponse,
  ZRunBatchRequest,
} from './chat-schemas';

/** The coach's wire types, inferred from the schemas of chat-schemas.ts that the routes read. */

export type TChatRole = z.infer<typeof ZChatRole>;
export type TChatMessage = z.infer<typeof ZChatMessage>;
export type TProposedAction = z.infer<typeof ZProposedAction>;
export type TChatMeta = z.infer<typeof ZChatMeta>;
export type TChatRequest = z.input<typeof ZChatRequest>;
export type TChatResponse = z.infer<typeof ZChatResponse>;
export type TIntentRequest = z.input<typeof ZIntentRequest>;
export type TIntentResponse = z.infer<typeof ZIntentResponse>;
export type TIntent = TIntentResponse['intent'];
export type TRunActionRequest = z.infer<typeof ZRunActionRequest>;
export type TRunBatchRequest = z.infer<typeof ZRunBatchRequest>;
export type TRunActionResponse = z.infer<typeof ZRunActionResponse>;

/** One server-sent event of POST /api/coach/chat with `Accept: text/event-stream`; `event:` carries the type. */
export type TChatStreamEvent =
  | { type: 'meta'; meta: TChatMeta }
  | { type: 'delta'; delta: string }
  | { type: 'action'; action: TProposedAction }
  | { type: 'reply'; reply: string }
  | { type: 'error'; error: string }
  | { type: 'done'; done: true };

export type TChatStreamEventType = TChatStreamEvent['type'];

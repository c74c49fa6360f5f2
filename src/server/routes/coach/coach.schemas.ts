import { z } from '@hono/zod-openapi';
import { chatLimits } from '../../../domain/coach/chat-limits';

/** Bounds on a chat request (design.md "every input bounded in size"). */

const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(chatLimits.messageLength, `Messages are limited to ${chatLimits.messageLength} characters`),
});

export const ZChatRequest = z
  .object({
    messages: z
      .array(ZChatMessage)
      .min(1)
      .max(chatLimits.messages, `At most ${chatLimits.messages} messages are sent per request`),
    conversation_id: z.string().max(100).nullish(),
  })
  .refine((body) => body.messages.at(-1)?.role === 'user' && body.messages.at(-1)?.content.trim() !== '', {
    message: 'The last message must be the user’s, with text',
    path: ['messages'],
  })
  .openapi('ChatRequest');

/** An action as the catalogue reads it: a type and its fields, bounded in size. */
const ZActionObject = z
  .looseObject({ type: z.string().min(1).max(64) })
  .refine(
    (action) => JSON.stringify(action).length <= chatLimits.actionJsonLength,
    'The action is too large',
  );

const ZProposedAction = z
  .object({
    action: ZActionObject,
    preview: z.string().max(2_000),
    warnings: z.array(z.string().max(500)).max(50),
    idempotency_key: z.string().min(1).max(100),
  })
  .openapi('ProposedAction');

const ZChatMeta = z.object({
  model: z.string(),
  conversation_id: z.string().nullable(),
  server_context: z.boolean(),
  remaining: z.number().int().nullable(),
});

export const ZChatResponse = z
  .object({ reply: z.string(), action: ZProposedAction.nullable(), meta: ZChatMeta })
  .openapi('ChatResponse');

export const ZIntentRequest = z
  .object({
    pending_action: ZActionObject,
    user_message: z.string().trim().min(1).max(chatLimits.messageLength),
  })
  .openapi('IntentRequest');

export const ZIntentResponse = z
  .object({
    intent: z.enum(['confirm', 'deny', 'modify']),
    action: ZProposedAction.nullable(),
    error: z.string().optional(),
  })
  .openapi('IntentResponse');

export const ZConversation = z.object({
  id: z.string(),
  title: z.string().nullable(),
  updated_at: z.string(),
});
export const ZConversationMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  action: ZProposedAction.nullable(),
  created_at: z.string(),
});
export const ZNewMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'The message is empty').max(chatLimits.messageLength),
  action: ZProposedAction.nullish(),
});
export const ZConversationId = z.object({ id: z.string().max(100) });

import { z } from 'zod';
import { batchMaxCount } from '../actions/batch.action';
import { chatLimits } from './chat-limits';

/**
 * The coach's wire shapes (spec 3: chat message, AI chat response; spec 7: the chat call and its intent
 * form), declared once: the routes read and document them, the web app's types are inferred from them.
 * Every input is bounded in size (design.md).
 */

export const ZChatRole = z.enum(['user', 'assistant']);

/** Spec 3 "Chat message". */
export const ZChatMessage = z.object({
  role: ZChatRole,
  content: z
    .string()
    .max(chatLimits.messageLength, `Messages are limited to ${chatLimits.messageLength} characters`),
});

/** POST /api/coach/chat body. A signed-in user's turn is stored in `conversation_id` (created when absent). */
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
  });

/** An action as the catalogue reads it: a type and its fields, bounded in size. */
export const ZActionObject = z
  .looseObject({ type: z.string().min(1).max(64) })
  .refine(
    (action) => JSON.stringify(action).length <= chatLimits.actionJsonLength,
    'The action is too large',
  );

/**
 * An action the coach proposes, already validated by the shared catalogue against the user's data.
 * `idempotency_key` is minted by the server when it proposes the action: every tab that confirms this
 * proposal sends the same key, so the action is applied once (spec 4 "An executed action is remembered").
 */
export const ZProposedAction = z.object({
  action: ZActionObject,
  preview: z.string().max(2_000),
  warnings: z.array(z.string().max(500)).max(50),
  idempotency_key: z.string().min(1).max(100),
});

/** Spec 7: "Assistant replies stream with context, a server-context flag, a model name and a conversation id." */
export const ZChatMeta = z.object({
  model: z.string(),
  conversation_id: z.string().nullable(),
  server_context: z.boolean(),
  /** Guests only: requests left in the current window (spec 2: shown, with a hint at 2 or fewer). */
  remaining: z.number().int().nullable(),
});

/** POST /api/coach/chat without `Accept: text/event-stream` (spec 3 "AI chat response"). */
export const ZChatResponse = z.object({
  reply: z.string(),
  action: ZProposedAction.nullable(),
  meta: ZChatMeta,
});

/** POST /api/coach/intent (spec 7 "intent form"): how the user answered a pending action. */
export const ZIntentRequest = z.object({
  pending_action: ZActionObject,
  user_message: z.string().trim().min(1).max(chatLimits.messageLength),
});

export const ZIntentResponse = z.object({
  intent: z.enum(['confirm', 'deny', 'modify']),
  /** modify only: the changed action, checked again, with a new idempotency key. */
  action: ZProposedAction.nullable(),
  /** modify only, when the change breaks a rule: 'Action validation failed: …' (the action is then null). */
  error: z.string().optional(),
});

/** One row of the conversation list (spec 4: the latest 30, newest first). */
export const ZConversation = z.object({
  id: z.string(),
  title: z.string().nullable(),
  updated_at: z.string(),
});

/** Spec 4: the conversation opened on load, the latest one or, with none, a new one (created true). */
export const ZOpenedConversation = z.object({ conversation: ZConversation, created: z.boolean() });

/** A stored message; an assistant message keeps the action it proposed, so any tab can confirm it. */
export const ZConversationMessage = z.object({
  id: z.string(),
  role: ZChatRole,
  content: z.string(),
  action: ZProposedAction.nullable(),
  created_at: z.string(),
});

/** A message the app adds to a conversation (an answer to a pending action, its outcome). */
export const ZNewMessage = z.object({
  role: ZChatRole,
  content: z.string().trim().min(1, 'The message is empty').max(chatLimits.messageLength),
  action: ZProposedAction.nullish(),
});

const ZIdempotencyKey = z.string().trim().min(1).max(200).optional();

/** POST /api/actions body. `idempotency_key` is the proposal's: a second run with it replays the first result. */
export const ZRunActionRequest = z.object({
  /** { type, ...fields } as in docs/coach-actions.md; the catalogue reads it. */
  action: z.unknown(),
  idempotency_key: ZIdempotencyKey,
});

/** POST /api/actions/batch body. */
export const ZRunBatchRequest = z.object({
  actions: z.array(z.unknown()).max(batchMaxCount),
  idempotency_key: ZIdempotencyKey,
});

/** The answer of /api/actions and /api/actions/batch. `message` is what the coach says once it is done. */
export const ZRunActionResponse = z.object({
  message: z.string(),
  warnings: z.array(z.string()),
  /** True when this key had already run: nothing was applied again. */
  replayed: z.boolean(),
  /** What the action made, in step order, so the app can refresh or link to it. */
  created: z.array(
    z.object({
      type: z.enum(['habit', 'goal', 'goal_baseline', 'subskill', 'skill_entry', 'focus_session', 'link']),
      id: z.string(),
    }),
  ),
});

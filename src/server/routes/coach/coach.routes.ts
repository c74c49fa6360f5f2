import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { encodeChatStreamEvent } from '../../../domain/coach/chat-stream';
import type { TChatResponse, TChatStreamEvent } from '../../../domain/coach/chat-types';
import { CoachProviderError } from '../../coach/coach-provider';
import { selectCoachProvider } from '../../coach/select-coach-provider';
import { errorBody } from '../../http/api-error';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { countCoachRequest } from '../../http/coach-rate-limit';
import { createRouter, errorResponse, jsonResponse, noRequestBody } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { appendConversationMessage } from '../../services/coach/append-conversation-message';
import { createConversation } from '../../services/coach/create-conversation';
import { deleteConversation } from '../../services/coach/delete-conversation';
import { interpretCoachIntent } from '../../services/coach/interpret-coach-intent';
import { listConversationMessages } from '../../services/coach/list-conversation-messages';
import { listConversations } from '../../services/coach/list-conversations';
import { openLatestConversation } from '../../services/coach/open-latest-conversation';
import { coachTurnFailedMessage, startCoachTurn } from '../../services/coach/start-coach-turn';
import {
  ZChatRequest,
  ZChatResponse,
  ZConversation,
  ZConversationId,
  ZConversationMessage,
  ZIntentRequest,
  ZIntentResponse,
  ZNewMessage,
  ZOpenedConversation,
} from './coach.schemas';

const guestIdHeaderSchema = z.object({
  'x-guest-id': z.string().max(64).optional().openapi({
    description:
      'Guests: a UUID the app generates once and keeps; counted with the address for the guest limit',
  }),
});
const limited = errorResponse(
  'Rate limit: guests 5 requests per 10 minutes ("Rate limit: wait {n} min or sign in"), signed-in users 100 per 60 s',
);
const upstreamFailed = errorResponse(
  'The AI provider failed; the message names OPENAI ("OPENAI: AI request failed (429)"…)',
);
const notSignedIn = errorResponse('Not signed in');
const conversationNotFound = errorResponse('Conversation not found (or another user’s)');

const chat = createRoute({
  method: 'post',
  path: '/coach/chat',
  summary: 'Talk to the coach',
  tags: ['coach'],
  request: {
    headers: guestIdHeaderSchema,
    body: { content: { 'application/json': { schema: ZChatRequest } }, required: true },
  },
  responses: {
    200: {
      description:
        'With `Accept: text/event-stream`: server-sent events meta, delta…, action?, reply, done (or error, done), each `event: <type>` and `data: <the event as JSON>` (docs/api.md). Otherwise the JSON answer.',
      content: {
        'application/json': { schema: ZChatResponse },
        'text/event-stream': { schema: z.string() },
      },
    },
    400: errorResponse('Invalid request'),
    404: conversationNotFound,
    429: limited,
    502: upstreamFailed,
  },
});

const intent = createRoute({
  method: 'post',
  path: '/coach/intent',
  summary: 'Classify a message into a coach intent',
  tags: ['coach'],
  request: {
    headers: guestIdHeaderSchema,
    body: { content: { 'application/json': { schema: ZIntentRequest } }, required: true },
  },
  responses: {
    200: jsonResponse(
      ZIntentResponse,
      'confirm, deny or modify; modify carries the changed, re-checked action',
    ),
    400: errorResponse('Invalid request'),
    429: limited,
    502: upstreamFailed,
  },
});

const list = createRoute({
  method: 'get',
  path: '/coach/conversations',
  summary: 'List coach conversations',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(z.object({ conversations: z.array(ZConversation) }), 'The latest 30 by updated_at'),
    401: notSignedIn,
  },
});

const create = createRoute({
  method: 'post',
  path: '/coach/conversations',
  summary: 'Start a coach conversation',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  request: noRequestBody,
  responses: {
    201: jsonResponse(z.object({ conversation: ZConversation }), 'A new, empty conversation'),
    401: notSignedIn,
  },
});

const openLatest = createRoute({
  method: 'post',
  path: '/coach/conversations/latest',
  summary: 'Open the latest coach conversation, or start one',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  request: noRequestBody,
  responses: {
    200: jsonResponse(
      ZOpenedConversation,
      'Spec 4: the latest conversation, or a new one when there is none (an empty latest one is reused)',
    ),
    401: notSignedIn,
  },
});

const listMessages = createRoute({
  method: 'get',
  path: '/coach/conversations/{id}/messages',
  summary: 'List the messages of a coach conversation',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  request: { params: ZConversationId },
  responses: {
    200: jsonResponse(z.object({ messages: z.array(ZConversationMessage) }), 'Oldest first, with actions'),
    401: notSignedIn,
    404: conversationNotFound,
  },
});

const appendMessage = createRoute({
  method: 'post',
  path: '/coach/conversations/{id}/messages',
  summary: 'Add a message to a coach conversation',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  request: {
    params: ZConversationId,
    body: { content: { 'application/json': { schema: ZNewMessage } }, required: true },
  },
  responses: {
    201: jsonResponse(z.object({ message: ZConversationMessage }), 'Stored'),
    400: errorResponse('Invalid message'),
    401: notSignedIn,
    404: conversationNotFound,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/coach/conversations/{id}',
  summary: 'Delete a coach conversation',
  tags: ['coach'],
  middleware: [requireUser()] as const,
  request: { params: ZConversationId },
  responses: {
    204: { description: 'Deleted with its messages' },
    401: notSignedIn,
    404: conversationNotFound,
  },
});

export function coachRoutes({ db, settings, rateLimits, logger }: AppDeps) {
  const provider = selectCoachProvider(settings);
  const userIdOrNull = (c: Context<AppEnv>) => c.get('user')?.id ?? null;

  return createRouter()
    .openapi(chat, async (c) => {
      const body = c.req.valid('json');
      const remaining = countCoachRequest(c, rateLimits, settings.TRUST_PROXY);
      const abort = new AbortController();
      const turn = await startCoachTurn(
        { db, provider, logger },
        {
          userId: userIdOrNull(c),
          messages: body.messages,
          conversationId: body.conversation_id ?? null,
          remaining,
          signal: abort.signal,
        },
      );
      if (c.req.header('accept')?.includes('text/event-stream')) {
        c.header('Content-Type', 'text/event-stream; charset=utf-8');
        // Proxies such as nginx buffer responses unless told not to; each event must reach the browser at once.
        c.header('X-Accel-Buffering', 'no');
        return stream(c, async (sse) => {
          sse.onAbort(() => abort.abort());
          for await (const event of turn.events) {
            if (sse.aborted) break;
            await sse.write(encodeChatStreamEvent(event));
          }
        });
      }
      c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
      const answer = await collectChatResponse(turn.events);
      if ('error' in answer) return c.json(errorBody('coach_failed', answer.error), 502);
      return c.json(answer, 200);
    })
    .openapi(intent, async (c) => {
      const body = c.req.valid('json');
      await countCoachRequest(c, rateLimits, settings.TRUST_PROXY);
      try {
        const answer = await interpretCoachIntent({ db, provider }, userIdOrNull(c), body, c.req.raw.signal);
        return c.json(answer, 200);
      } catch (error) {
        if (error instanceof CoachProviderError) return c.json(errorBody('coach_failed', error.message), 502);
        throw error;
      }
    })
    .openapi(list, async (c) => {
      const conversations = await listConversations(c.get('readDb'), signedInUserId(c));
      return c.json({ conversations }, 200);
    })
    .openapi(create, async (c) => {
      const conversation = await createConversation(db, signedInUserId(c));
      return c.json({ conversation }, 201);
    })
    .openapi(openLatest, async (c) => c.json(await openLatestConversation(db, signedInUserId(c)), 200))
    .openapi(listMessages, async (c) => {
      const messages = await listConversationMessages(
        c.get('readDb'),
        signedInUserId(c),
        c.req.valid('param').id,
      );
      return c.json({ messages }, 200);
    })
    .openapi(appendMessage, async (c) => {
      const { role, content, action } = c.req.valid('json');
      const message = await appendConversationMessage(db, signedInUserId(c), c.req.valid('param').id, {
        role,
        content,
        action: action ?? null,
      });
      return c.json({ message }, 201);
    })
    .openapi(remove, async (c) => {
      await deleteConversation(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

/** The JSON form of a turn: the same events, gathered; an error event fails the whole answer. */
async function collectChatResponse(
  events: AsyncIterable<TChatStreamEvent>,
): Promise<TChatResponse | { error: string }> {
  const answer: Partial<TChatResponse> = { action: null };
  let error: string | null = null;
  for await (const event of events) {
    if (event.type === 'meta') answer.meta = event.meta;
    else if (event.type === 'action') answer.action = event.action;
    else if (event.type === 'reply') answer.reply = event.reply;
    else if (event.type === 'error') error ??= event.error;
  }
  if (error !== null || answer.meta === undefined || answer.reply === undefined) {
    return { error: error ?? coachTurnFailedMessage };
  }
  return { reply: answer.reply, action: answer.action ?? null, meta: answer.meta };
}

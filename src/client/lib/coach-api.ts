import { createChatStreamParser } from '@/domain/coach/chat-stream';
import type {
  TChatMessage,
  TChatMeta,
  TChatRequest,
  TChatResponse,
  TChatStreamEvent,
  TIntentRequest,
  TIntentResponse,
  TProposedAction,
  TRunActionResponse,
} from '@/domain/coach/chat-types';
import { api, apiBase } from './api-client';
import { isNetworkFailure, RequestError } from './request-error';
import { apiFetch } from './server-url';

/**
 * The coach's calls (spec 7 "ai-chat") through the typed client, so paths, bodies and answers are the
 * routes' own. The streamed chat alone uses fetch (the typed client reads whole bodies), on the typed
 * client's URL.
 */

/** Set for guests: the server counts a guest's requests by this id (spec 6, 5 per 10 minutes). */
export type TCoachCaller = { guestId: string | null };

/** A refused coach request (spec 6 limits); the server's message says how long to wait. */
export class CoachRateLimitError extends RequestError {
  override name = 'CoachRateLimitError';

  constructor(message: string) {
    super(message, 429, 'rate_limited');
  }
}

/** What one chat turn came to, whichever way it was carried. */
export type TChatTurnResult = { reply: string; action: TProposedAction | null; meta: TChatMeta | null };

type TChatTurnOptions = TCoachCaller & {
  signal?: AbortSignal;
  /** Each event as it arrives; the JSON fallback reports its answer as meta, action and reply events. */
  onEvent: (event: TChatStreamEvent) => void;
};

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Spec 7 and 9: the non-streaming call retries network errors 3 times, waiting 1 s, 2 s, then 3 s. */
export const chatRetryDelaysMs: readonly number[] = [1_000, 2_000, 3_000];

function streamHeaders({ guestId }: TCoachCaller): Record<string, string> {
  return {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
    ...(guestId !== null && { 'X-Guest-Id': guestId }),
  };
}

/** The guest's id as the chat and intent routes declare their header. */
function guestHeader({ guestId }: TCoachCaller) {
  return { 'x-guest-id': guestId ?? undefined };
}

type TAnswer = { status: number; json(): Promise<unknown> };

/** The server's error message when it gave one, else the spec 8 text for the call. */
async function readCoachError(response: TAnswer, fallback: string): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string } | string;
  } | null;
  const error = body?.error;
  const message = (typeof error === 'string' ? error : error?.message) || fallback;
  if (response.status === 429) return new CoachRateLimitError(message);
  const code = typeof error === 'object' ? (error?.code ?? null) : null;
  return new RequestError(message, response.status, code);
}

/**
 * One chat turn: streamed when the browser and the network allow it, the JSON call otherwise. A stream
 * that fails before its first event falls back to the JSON call (spec 7); one that fails later throws,
 * so a half-shown reply is never sent twice.
 */
export async function requestChatTurn(
  request: TChatRequest,
  options: TChatTurnOptions,
): Promise<TChatTurnResult> {
  const result: TChatTurnResult = { reply: '', action: null, meta: null };
  let received = false;
  const onEvent = (event: TChatStreamEvent) => {
    received = true;
    if (event.type === 'meta') result.meta = event.meta;
    else if (event.type === 'delta') result.reply += event.delta;
    else if (event.type === 'reply') result.reply = event.reply;
    else if (event.type === 'action') result.action = event.action;
    options.onEvent(event);
  };
  try {
    await streamChat(request, { ...options, onEvent });
    return result;
  } catch (error) {
    if (received || !(error instanceof StreamUnavailableError)) throw error;
  }
  const answer = await postChat(request, options);
  onEvent({ type: 'meta', meta: answer.meta });
  if (answer.action) onEvent({ type: 'action', action: answer.action });
  onEvent({ type: 'reply', reply: answer.reply });
  return result;
}

/** The stream could not be used at all (no fetch body, a network failure before any answer). */
class StreamUnavailableError extends Error {
  override name = 'StreamUnavailableError';
}

async function streamChat(request: TChatRequest, options: TChatTurnOptions): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(`${apiBase}${api.coach.chat.$path()}`, {
      method: 'POST',
      headers: streamHeaders(options),
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new StreamUnavailableError('The chat stream could not be opened', { cause: error });
  }
  if (!response.ok) throw await readCoachError(response, `AI stream failed (${response.status})`);
  if (!response.body || !response.headers.get('Content-Type')?.includes('text/event-stream')) {
    throw new StreamUnavailableError('The chat answer was not a stream');
  }
  const parser = createChatStreamParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let finished = false;
  const handle = (events: TChatStreamEvent[]) => {
    for (const event of events) {
      if (event.type === 'error') throw new Error(event.error);
      if (event.type === 'done') finished = true;
      else options.onEvent(event);
    }
  };
  try {
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      handle(parser.push(value));
    }
    if (!finished) handle(parser.end());
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

async function postChat(request: TChatRequest, options: TChatTurnOptions): Promise<TChatResponse> {
  const response = await retryNetworkErrors(() =>
    api.coach.chat.$post(
      { json: request, header: guestHeader(options) },
      { init: { signal: options.signal } },
    ),
  );
  if (response.status !== 200) throw await readCoachError(response, `AI request failed (${response.status})`);
  // The route answers a stream only to Accept: text/event-stream, which this call does not send.
  return (await response.json()) as TChatResponse;
}

/** Runs `call` again after a network error, on chatRetryDelaysMs; the last failure is thrown as it is. */
export async function retryNetworkErrors<T>(
  call: () => Promise<T>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = chatRetryDelaysMs[attempt];
      if (delay === undefined || !isNetworkFailure(error)) throw error;
      await wait(delay);
    }
  }
}

/** Spec 7 "intent form": how the user's free text answers a pending action. */
export async function requestIntent(request: TIntentRequest, caller: TCoachCaller): Promise<TIntentResponse> {
  const response = await api.coach.intent.$post({ json: request, header: guestHeader(caller) });
  if (response.status !== 200) throw await readCoachError(response, `AI intent failed (${response.status})`);
  return response.json();
}

/** Runs a confirmed proposal once: the proposal's key makes a second confirm (another tab) a replay. */
export async function runProposedAction(proposal: TProposedAction): Promise<TRunActionResponse> {
  const { action, idempotency_key } = proposal;
  const response =
    action.type === 'batch' && Array.isArray(action.actions)
      ? await api.actions.batch.$post({ json: { actions: action.actions, idempotency_key } })
      : await api.actions.$post({ json: { action, idempotency_key } });
  if (response.status !== 200) throw await readCoachError(response, 'Failed to execute action');
  return response.json();
}

/** One row of the conversation list (spec 4: the latest 30, newest first). */
export type TConversationSummary = Awaited<ReturnType<typeof fetchConversations>>[number];

/** A stored message; an assistant message keeps the action it proposed, so any tab can confirm it. */
export type TStoredCoachMessage = Awaited<ReturnType<typeof fetchConversationMessages>>[number];

const failedRequest = (response: TAnswer) =>
  readCoachError(response, `The request failed (${response.status}).`);

export async function fetchConversations() {
  const response = await api.coach.conversations.$get();
  if (response.status !== 200) throw await failedRequest(response);
  return (await response.json()).conversations;
}

/** Spec 4: the latest conversation, or a new one the server creates when there is none. */
export async function openLatestConversation() {
  const response = await api.coach.conversations.latest.$post({ json: {} });
  if (response.status !== 200) throw await failedRequest(response);
  return response.json();
}

export async function fetchConversationMessages(id: string) {
  const response = await api.coach.conversations[':id'].messages.$get({ param: { id } });
  if (response.status !== 200) throw await failedRequest(response);
  return (await response.json()).messages;
}

/**
 * Stores a message the app itself adds to a conversation (an answer to a pending action, its outcome), so
 * another tab or a reload sees the action as settled; an assistant message may carry a changed action.
 */
export async function appendConversationMessage(
  id: string,
  message: TChatMessage & { action?: TProposedAction | null },
): Promise<void> {
  const response = await api.coach.conversations[':id'].messages.$post({ param: { id }, json: message });
  if (response.status !== 201) throw await failedRequest(response);
}

export async function deleteConversation(id: string): Promise<void> {
  const response = await api.coach.conversations[':id'].$delete({ param: { id } });
  if (response.status !== 204) throw await failedRequest(response);
}

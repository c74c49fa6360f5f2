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
import { RequestError } from './request-error';

/**
 * The coach's calls (spec 7 "ai-chat"). Plain fetch rather than the typed client: the chat streams, and
 * every body here is one of the wire types of src/domain/coach/chat-types.ts that the server shares.
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

function coachHeaders({ guestId }: TCoachCaller, accept = 'application/json'): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: accept,
    ...(guestId !== null && { 'X-Guest-Id': guestId }),
  };
}

/** The server's error message when it gave one, else the spec 8 text for the call. */
async function readCoachError(response: Response, fallback: string): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string } | string;
  } | null;
  const error = body?.error;
  const message = (typeof error === 'string' ? error : error?.message) || fallback;
  if (response.status === 429) return new CoachRateLimitError(message);
  const code = typeof error === 'object' ? (error?.code ?? null) : null;
  return new RequestError(message, response.status, code);
}

/** fetch's own failure (offline, DNS, connection reset) as opposed to an answer from the server. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && !(error instanceof RequestError);
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
    response = await fetch('/api/coach/chat', {
      method: 'POST',
      headers: coachHeaders(options, 'text/event-stream'),
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
    fetch('/api/coach/chat', {
      method: 'POST',
      headers: coachHeaders(options),
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal: options.signal,
    }),
  );
  if (!response.ok) throw await readCoachError(response, `AI request failed (${response.status})`);
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
      if (delay === undefined || !isNetworkError(error)) throw error;
      await wait(delay);
    }
  }
}

/** Spec 7 "intent form": how the user's free text answers a pending action. */
export async function requestIntent(request: TIntentRequest, caller: TCoachCaller): Promise<TIntentResponse> {
  const response = await fetch('/api/coach/intent', {
    method: 'POST',
    headers: coachHeaders(caller),
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readCoachError(response, `AI intent failed (${response.status})`);
  return (await response.json()) as TIntentResponse;
}

/** Runs a confirmed proposal once: the proposal's key makes a second confirm (another tab) a replay. */
export async function runProposedAction(proposal: TProposedAction): Promise<TRunActionResponse> {
  const { action, idempotency_key } = proposal;
  const isBatch = action.type === 'batch';
  const response = await fetch(isBatch ? '/api/actions/batch' : '/api/actions', {
    method: 'POST',
    headers: coachHeaders({ guestId: null }),
    body: JSON.stringify(
      isBatch ? { actions: action.actions, idempotency_key } : { action, idempotency_key },
    ),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readCoachError(response, 'Failed to execute action');
  return (await response.json()) as TRunActionResponse;
}

/** One row of the conversation list (spec 4: the latest 30, newest first). */
export type TConversationSummary = { id: string; title: string | null; updated_at: string };

/** A stored message; an assistant message keeps the action it proposed, so any tab can confirm it. */
export type TStoredCoachMessage = TChatMessage & { id: string; action: TProposedAction | null };

async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: coachHeaders({ guestId: null }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await readCoachError(response, `The request failed (${response.status}).`);
  return (response.status === 204 ? null : await response.json()) as T;
}

export async function fetchConversations(): Promise<TConversationSummary[]> {
  return (await requestJson<{ conversations: TConversationSummary[] }>('/api/coach/conversations'))
    .conversations;
}

export async function fetchConversationMessages(id: string): Promise<TStoredCoachMessage[]> {
  const path = `/api/coach/conversations/${encodeURIComponent(id)}/messages`;
  return (await requestJson<{ messages: TStoredCoachMessage[] }>(path)).messages;
}

/**
 * Stores a message the app itself adds to a conversation (an answer to a pending action, its outcome), so
 * another tab or a reload sees the action as settled; an assistant message may carry a changed action.
 */
export async function appendConversationMessage(
  id: string,
  message: TChatMessage & { action?: TProposedAction | null },
): Promise<void> {
  await requestJson(`/api/coach/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: JSON.stringify(message),
  });
}

export async function deleteConversation(id: string): Promise<void> {
  await requestJson<null>(`/api/coach/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

import type * as OpenAiSdk from 'openai';
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { isPlainObject } from '../../../domain/actions/action-fields';
import type { TIntent } from '../../../domain/coach/chat-types';
import {
  CoachProviderError,
  type TCoachProvider,
  type TCoachProviderEvent,
  type TCoachTurn,
  type TIntentTurn,
} from '../coach-provider';
import { buildActionTools } from './action-tools';
import { buildCoachSystemPrompt } from './coach-system-prompt';

/**
 * Every upstream failure names OPENAI, which the web app shows as 'The assistant is temporarily unavailable…'
 * (spec 8 "Coach display"); the rest of the message is spec 8's.
 */
export const openAiErrorPrefix = 'OPENAI:';
const upstreamError = (message: string) => new CoachProviderError(`${openAiErrorPrefix} ${message}`);

/** Spec 9 "AI retries": 3 attempts, the wait growing from 1 s (1 s, then 2 s). */
export const maxAttempts = 3;

export type TOpenAiCoachOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Spec 9 "Streaming inactivity timeout": no byte from upstream this long ends the turn. */
  inactivityTimeoutMs: number;
  retryDelayMs?: number;
};

const intentToolName = 'answer_intent';
const intentTool: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: intentToolName,
    description: 'How the user answered the pending action.',
    parameters: {
      type: 'object',
      properties: {
        intent: {
          type: 'string',
          enum: ['confirm', 'deny', 'modify'],
          description: 'confirm: apply it as it is; deny: drop it; modify: apply it with the user’s changes.',
        },
        action: {
          type: 'object',
          description:
            'For modify only: the whole changed action, in the same flat shape as the pending one, type included.',
          additionalProperties: true,
        },
      },
      required: ['intent'],
    },
  },
};

const intentSystemPrompt = `You are the coach inside Compound, a habit, goal and skill tracker. The coach proposed an action and the
user answered. Decide whether the answer confirms the action, denies it, or asks for a change (modify). For modify,
return the whole action with the change applied, keeping its type and every field the user did not change.`;

/**
 * The coach behind any OpenAI-compatible chat completions endpoint (OPENAI_API_KEY, OPENAI_BASE_URL,
 * COACH_MODEL). `sdk` is the `openai` module, imported by the caller at the first turn (decision 0035).
 */
export function createOpenAiCoach(options: TOpenAiCoachOptions, sdk: typeof OpenAiSdk): TCoachProvider {
  const { OpenAI, APIConnectionError, APIConnectionTimeoutError, APIError } = sdk;
  // The SDK's own retries are off: spec 9 retries network errors only, with its own delays.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0 });
  const tools = buildActionTools();
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const timeout =
    options.inactivityTimeoutMs < 1000
      ? `${options.inactivityTimeoutMs} ms`
      : `${Math.round(options.inactivityTimeoutMs / 1000)} s`;

  /** Runs a request, again after a growing delay when the connection failed before any answer. */
  async function withNetworkRetries<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        const isNetworkError =
          error instanceof APIConnectionError && !(error instanceof APIConnectionTimeoutError);
        if (!isNetworkError || signal.aborted) throw error;
        if (attempt === maxAttempts) throw upstreamError('AI request failed after retries');
        await sleep(retryDelayMs * attempt, signal);
      }
    }
  }

  async function* streamReply(turn: TCoachTurn): AsyncIterable<TCoachProviderEvent> {
    const watchdog = createInactivityWatchdog(options.inactivityTimeoutMs, turn.signal);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: buildCoachSystemPrompt(turn.context, turn.guest) },
      ...turn.messages,
    ];
    const stalled = () => upstreamError(`AI stream timed out (no data for ${timeout})`);
    try {
      let opened: Awaited<ReturnType<typeof openStream>>;
      try {
        opened = await withNetworkRetries(openStream, turn.signal);
      } catch (error) {
        if (turn.signal.aborted) return;
        if (watchdog.fired) throw stalled();
        if (error instanceof APIError && error.status)
          throw upstreamError(`AI request failed (${error.status})`);
        throw error;
      }

      const calls = new Map<number, { name: string; arguments: string }>();
      watchdog.touch();
      try {
        for await (const chunk of opened.data) {
          watchdog.touch();
          const delta = chunk.choices[0]?.delta;
          if (delta?.content) yield { type: 'delta', text: delta.content };
          for (const call of delta?.tool_calls ?? []) {
            const entry = calls.get(call.index) ?? { name: '', arguments: '' };
            entry.name += call.function?.name ?? '';
            entry.arguments += call.function?.arguments ?? '';
            calls.set(call.index, entry);
          }
        }
      } catch (error) {
        if (turn.signal.aborted) return;
        if (watchdog.fired) throw stalled();
        const status = error instanceof APIError && error.status ? error.status : opened.response.status;
        throw upstreamError(`AI stream failed (${status})`);
      }
      // The SDK ends a stream quietly when its request is aborted, so a stall shows only here.
      if (watchdog.fired) throw stalled();
      if (turn.signal.aborted) return;
      if (calls.size > 0) yield { type: 'action', action: combineToolCalls([...calls.values()]) };
    } finally {
      watchdog.stop();
    }

    async function openStream() {
      watchdog.touch();
      try {
        return await client.chat.completions
          .create({ model: options.model, messages, tools, stream: true }, { signal: watchdog.signal })
          .withResponse();
      } finally {
        // The wait between retries is ours, not upstream's silence.
        watchdog.pause();
      }
    }
  }

  async function interpretIntent(turn: TIntentTurn): Promise<{ intent: TIntent; action?: unknown }> {
    // Proposals travel in the catalogue's flat form (toActionInput), which is also what the model should answer in.
    const pending = turn.pendingAction;
    const send = () =>
      client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: intentSystemPrompt },
            {
              role: 'user',
              content: `Pending action: ${JSON.stringify(pending)}\nToday: ${turn.context.today}\nThe user's answer: ${turn.userMessage}`,
            },
          ],
          tools: [intentTool],
          tool_choice: { type: 'function', function: { name: intentToolName } },
        },
        { signal: turn.signal, timeout: options.inactivityTimeoutMs },
      );
    try {
      const completion = await withNetworkRetries(send, turn.signal);
      const message = completion.choices[0]?.message;
      const call = message?.tool_calls?.find((entry) => entry.type === 'function');
      return readIntentAnswer(
        call?.type === 'function' ? call.function.arguments : (message?.content ?? ''),
        pending,
      );
    } catch (error) {
      if (error instanceof CoachProviderError) throw error;
      if (error instanceof APIConnectionTimeoutError) {
        throw upstreamError(`AI intent timed out (no answer for ${timeout})`);
      }
      if (error instanceof APIError && error.status)
        throw upstreamError(`AI intent failed (${error.status})`);
      throw error;
    }
  }

  return { model: options.model, streamReply, interpretIntent };
}

/**
 * The proposed action of a turn: a tool's name is the action type and its arguments the payload. Arguments
 * that are not a JSON object give an action the catalogue refuses ('Invalid action format'); several calls
 * become one batch, so the user still confirms once.
 */
function combineToolCalls(calls: { name: string; arguments: string }[]): unknown {
  const actions = calls.map(readToolCall);
  if (actions.length === 1) return actions[0];
  return {
    type: 'batch',
    actions: actions.flatMap((action) =>
      isPlainObject(action) && action.type === 'batch' && Array.isArray(action.actions)
        ? action.actions
        : [action],
    ),
  };
}

function readToolCall(call: { name: string; arguments: string }): unknown {
  const payload = parseJsonObject(call.arguments === '' ? '{}' : call.arguments);
  return payload === null ? null : { ...payload, type: call.name };
}

function readIntentAnswer(
  text: string,
  pending: Record<string, unknown>,
): { intent: TIntent; action?: unknown } {
  const answer = parseJsonObject(text);
  const intent = answer?.intent;
  if (intent !== 'confirm' && intent !== 'deny' && intent !== 'modify') {
    throw upstreamError('AI intent failed (unreadable answer)');
  }
  if (intent !== 'modify') return { intent };
  // A model often returns only what changed; the rest of the pending action stays as it was.
  const changed = isPlainObject(answer?.action) ? answer.action : {};
  return { intent, action: { ...pending, ...changed, type: changed.type ?? pending.type } };
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Aborts the upstream request when nothing arrived for `timeoutMs` (touch() on every chunk), or when the
 * browser went away (`parent`). `fired` tells a stall from the browser leaving.
 */
function createInactivityWatchdog(timeoutMs: number, parent: AbortSignal) {
  const controller = new AbortController();
  const leave = () => controller.abort(parent.reason);
  if (parent.aborted) leave();
  else parent.addEventListener('abort', leave, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchdog = {
    fired: false,
    signal: controller.signal,
    touch() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        watchdog.fired = true;
        controller.abort(new Error('inactivity timeout'));
      }, timeoutMs);
    },
    pause() {
      clearTimeout(timer);
    },
    stop() {
      clearTimeout(timer);
      parent.removeEventListener('abort', leave);
    },
  };
  return watchdog;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

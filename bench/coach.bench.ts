import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChatStreamParser } from '../src/domain/coach/chat-stream';
import {
  startOpenAiProtocolServer,
  type TOpenAiProtocolServer,
} from '../src/server/test/openai-protocol-server';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { startBenchServer } from './server-process';

const runs = 50;
const budgetMs = 30;

/** What a turn asks, as the bench sends it: a plain review, and a question that loads the whole history's figures. */
const messages = {
  review: 'Review my last 2 weeks and suggest one focus.',
  howTo: 'how do I build a habit that sticks?',
  streak: "what's my best streak?",
} as const;

type TSend = (
  message: string,
  headers: Record<string, string>,
  conversationId: string | null,
) => Promise<TFirstDelta>;
type TFirstDelta = { serverMs: number; conversationId: string | null };
/** A streak question asked right after a log: `logDay(i)` saves one, through the API, before the i-th question. */
type TSendAfterLog = TSend & { logDay: (i: number) => Promise<void> };

/**
 * design.md: "The server adds under 30 ms before the coach's first token reaches the browser." Per request: the
 * time from sending POST /api/coach/chat to reading the first delta event, minus the model's own time. The rest is
 * the server's: session, rate limit, the user's context, the conversation, the prompt and the model call, and the
 * local network hop both ways. The seeded user (50 habits, 5 years of logs) on PGlite, measured for both coaches:
 * - with OPENAI_API_KEY, the real server talks to a local OpenAI-protocol endpoint (the official SDK, as in
 *   production) that sends its first token at once; its time from receiving the request to writing that token is
 *   subtracted;
 * - without it (the default of `npm start`), the built-in coach answers in the server itself, so all of it counts:
 *   a request, a how-to answered from `content/`, and a streak question, which also needs every habit's stats over
 *   the whole history (the tracker's figures) before the first token: as they are kept (habit_stats, decision 0051),
 *   and right after a log, when the logged habit's figures are computed again from its whole history.
 */
export async function benchCoach(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-coach-'));
  const upstream = await startOpenAiProtocolServer();
  try {
    const base = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Room for the guest runs from one address (5 per 10 minutes otherwise).
      RATE_LIMIT_MULTIPLIER: '20',
    };
    seedDemoAccount(base);
    const openAi = await withServer(
      { ...base, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: upstream.baseUrl },
      (serverUrl) => (message, headers, conversationId) =>
        measureFirstDelta(serverUrl, upstream, message, headers, conversationId),
      async (send, cookie) => [
        summarize(
          'Coach (OpenAI protocol): first token, signed in',
          await series(send, messages.review, { cookie }, true),
        ),
        summarize(
          'Coach (OpenAI protocol): first token, streak question',
          await series(send, messages.streak, { cookie }, false),
        ),
        summarize(
          'Coach (OpenAI protocol): first token, streak question after a log',
          await seriesAfterLog(send, cookie),
        ),
        summarize(
          'Coach (OpenAI protocol): first token, guest',
          await series(send, messages.review, null, false),
        ),
      ],
    );
    const builtin = await withServer(
      base,
      (serverUrl) => (message, headers, conversationId) =>
        measureFirstDelta(serverUrl, null, message, headers, conversationId),
      async (send, cookie) => [
        summarize(
          'Built-in coach: first token, request, signed in',
          await series(send, 'log 20 minutes of reading', { cookie }, false),
        ),
        summarize(
          'Built-in coach: first token, how-to, signed in',
          await series(send, messages.howTo, { cookie }, false),
        ),
        summarize(
          'Built-in coach: first token, streak question',
          await series(send, messages.streak, { cookie }, false),
        ),
        summarize(
          'Built-in coach: first token, streak question after a log',
          await seriesAfterLog(send, cookie),
        ),
        summarize(
          'Built-in coach: first token, how-to, guest',
          await series(send, messages.howTo, null, false),
        ),
      ],
    );
    return [...openAi, ...builtin];
  } finally {
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One server on the seeded data, signed in and warmed up; PGlite allows one process per data folder, so one at a time. */
async function withServer(
  env: Record<string, string>,
  sender: (serverUrl: string) => TSend,
  measure: (send: TSendAfterLog, cookie: string) => Promise<TBenchResult[]>,
): Promise<TBenchResult[]> {
  const server = await startBenchServer(env, 3331);
  try {
    const origin = `http://localhost:${server.port}`;
    const cookie = await signInDemoAccount(server.url, origin);
    const send = sender(server.url);
    const withOrigin: TSend = (message, headers, conversationId) =>
      send(message, { origin, ...headers }, conversationId);
    // Warm-up: the first requests compile, connect and fill the database's caches (a few were not enough).
    for (let i = 0; i < 20; i += 1) await withOrigin(messages.review, { cookie }, null);
    const logDay = await dayLogger(server.url, { origin, cookie });
    return await measure(Object.assign(withOrigin, { logDay }), cookie);
  } finally {
    await server.stop();
  }
}

/** `runs` turns of one message: signed in (with `headers`), or each as a new guest when `headers` is null. */
async function series(
  send: TSend,
  message: string,
  headers: Record<string, string> | null,
  oneConversation: boolean,
): Promise<number[]> {
  const times: number[] = [];
  let conversationId: string | null = null;
  for (let i = 0; i < runs; i += 1) {
    const result = await send(message, headers ?? { 'x-guest-id': crypto.randomUUID() }, conversationId);
    if (oneConversation) conversationId = result.conversationId;
    times.push(result.serverMs);
  }
  return times;
}

/** The streak question `runs` times, each right after a log of one habit (done, then not, on a day last week). */
async function seriesAfterLog(send: TSendAfterLog, cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await send.logDay(i);
    times.push((await send(messages.streak, { cookie }, null)).serverMs);
  }
  return times;
}

/** Saves the i-th log of the bench: the first yes/no habit, five days ago, done on even turns and not on odd ones. */
async function dayLogger(
  serverUrl: string,
  headers: Record<string, string>,
): Promise<(i: number) => Promise<void>> {
  const listed = await fetch(`${serverUrl}/api/habits`, { headers });
  const { habits, today } = (await listed.json()) as {
    today: string;
    habits: { id: string; type: string }[];
  };
  const habit = habits.find((candidate) => candidate.type === 'boolean');
  if (!habit) throw new Error('The seeded account has no yes/no habit');
  const date = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
  return async (i) => {
    const response = await fetch(`${serverUrl}/api/habit-logs`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ habit_id: habit.id, date, value_boolean: i % 2 === 0 }),
    });
    if (!response.ok) throw new Error(`PUT /api/habit-logs: ${response.status} ${await response.text()}`);
  };
}

async function measureFirstDelta(
  serverUrl: string,
  upstream: TOpenAiProtocolServer | null,
  message: string,
  headers: Record<string, string>,
  conversationId: string | null,
): Promise<TFirstDelta> {
  const seen = upstream?.requests.length ?? 0;
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/coach/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ messages: [{ role: 'user', content: message }], conversation_id: conversationId }),
  });
  if (!response.ok || !response.body)
    throw new Error(`POST /api/coach/chat: ${response.status} ${await response.text()}`);
  const parser = createChatStreamParser();
  let firstDeltaAt: number | null = null;
  let meta: string | null = null;
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    for (const event of parser.push(chunk)) {
      if (event.type === 'meta') meta = event.meta.conversation_id;
      if (event.type === 'delta') firstDeltaAt ??= performance.now();
      if (event.type === 'error') throw new Error(event.error);
    }
  }
  if (firstDeltaAt === null) throw new Error('No token reached the browser');
  if (!upstream) return { serverMs: firstDeltaAt - started, conversationId: meta };
  const request = upstream.requests[seen];
  if (!request?.firstTextAt) throw new Error('The model was not asked');
  const providerMs = request.firstTextAt - request.receivedAt;
  return { serverMs: firstDeltaAt - started - providerMs, conversationId: meta };
}

function summarize(name: string, times: number[]): TBenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? Number.NaN;
  return {
    name,
    value: at(0.5),
    unit: 'ms',
    budget: budgetMs,
    note: `p50; p95 ${at(0.95).toFixed(1)} ms over ${times.length} requests`,
  };
}

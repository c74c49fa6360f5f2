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

/**
 * design.md: "The server adds under 30 ms before the coach's first token reaches the browser." The real server
 * process talks to a local OpenAI-protocol endpoint (the official SDK, as in production) that sends its
 * first token at once. Per request: the time from sending POST /api/coach/chat to reading the first delta
 * event, minus the endpoint's own time from receiving the request to writing that token. The rest is the
 * server's: session, rate limit, the user's context, the conversation, the prompt and the SDK call, and the
 * local network hop both ways. The seeded user (50 habits, 5 years of logs) on PGlite.
 */
export async function benchCoach(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-coach-'));
  const upstream = await startOpenAiProtocolServer();
  try {
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: upstream.baseUrl,
      // Room for the guest runs from one address (5 per 10 minutes otherwise).
      RATE_LIMIT_MULTIPLIER: '20',
    };
    seedDemoAccount(env);
    const server = await startBenchServer(env, 3331);
    try {
      const origin = `http://localhost:${server.port}`;
      const cookie = await signInDemoAccount(server.url, origin);
      const send = (headers: Record<string, string>, conversationId: string | null) =>
        measureFirstDelta(server.url, upstream, { origin, ...headers }, conversationId);
      // Warm-up: the first requests compile, connect and fill the database's caches (a few were not enough).
      for (let i = 0; i < 20; i += 1) await send({ cookie }, null);

      const signedIn: number[] = [];
      let conversationId: string | null = null;
      for (let i = 0; i < runs; i += 1) {
        const result = await send({ cookie }, conversationId);
        conversationId = result.conversationId;
        signedIn.push(result.serverMs);
      }
      const guest: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        guest.push((await send({ 'x-guest-id': crypto.randomUUID() }, null)).serverMs);
      }
      return [
        summarize('Coach: server time before first token, signed in', signedIn),
        summarize('Coach: server time before first token, guest', guest),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureFirstDelta(
  serverUrl: string,
  upstream: TOpenAiProtocolServer,
  headers: Record<string, string>,
  conversationId: string | null,
): Promise<{ serverMs: number; conversationId: string | null }> {
  const seen = upstream.requests.length;
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/coach/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({
      messages: [{ role: 'user', content: 'Review my last 2 weeks and suggest one focus.' }],
      conversation_id: conversationId,
    }),
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
  const request = upstream.requests[seen];
  if (firstDeltaAt === null || !request?.firstTextAt) throw new Error('No token reached the browser');
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
    note: `p50; p95 ${at(0.95).toFixed(1)} ms over ${times.length} requests, instant local model`,
  };
}

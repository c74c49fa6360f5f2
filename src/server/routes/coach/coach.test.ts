import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatStreamParser } from '../../../domain/coach/chat-stream';
import type { TChatStreamEvent } from '../../../domain/coach/chat-types';
import { formatCalendarDate } from '../../../domain/dates/day-titles';
import { aiConversations, habitLogs, habits } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import {
  closedPortUrl,
  startOpenAiProtocolServer,
  type TOpenAiProtocolServer,
} from '../../test/openai-protocol-server';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let upstream: TOpenAiProtocolServer;
let server: TestServer;
// Small, but with room for a cold first request on two shared cores.
const stallTimeoutMs = 1_500;

beforeAll(async () => {
  upstream = await startOpenAiProtocolServer();
  server = await createTestServer({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: upstream.baseUrl,
    COACH_MODEL: 'test-model',
    COACH_STREAM_TIMEOUT_MS: String(stallTimeoutMs),
    TRUST_PROXY: 'true',
  });
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => upstream.reset());

type TCaller = { user?: TTestUser; guestId?: string; address?: string };

function headersOf(caller: TCaller, stream: boolean): Record<string, string> {
  return {
    origin: TEST_ORIGIN,
    'content-type': 'application/json',
    'x-forwarded-for': caller.address ?? '203.0.113.7',
    ...(stream && { accept: 'text/event-stream' }),
    ...(caller.user && { cookie: caller.user.cookie }),
    ...(caller.guestId && { 'x-guest-id': caller.guestId }),
  };
}

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  ...extra,
});

/** POST /api/coach/chat as a stream; the events as the web client's parser reads them. */
async function streamChat(target: TestServer, caller: TCaller, body: unknown) {
  const response = await target.app.request('/api/coach/chat', {
    method: 'POST',
    headers: headersOf(caller, true),
    body: JSON.stringify(body),
  });
  const parser = createChatStreamParser();
  const text = await response.text();
  const events: TChatStreamEvent[] = response.ok ? [...parser.push(text), ...parser.end()] : [];
  return { status: response.status, headers: response.headers, events, text };
}

async function jsonChat(target: TestServer, caller: TCaller, body: unknown) {
  const response = await target.request('POST', '/api/coach/chat', {
    body,
    headers: headersOf(caller, false),
  });
  return response;
}

const types = (events: TChatStreamEvent[]) => events.map((event) => event.type);
const errorOf = (events: TChatStreamEvent[]) =>
  events.find((event): event is Extract<TChatStreamEvent, { type: 'error' }> => event.type === 'error')
    ?.error;

describe('POST /api/coach/chat with the OpenAI-compatible provider', () => {
  it('streams meta, deltas, reply and done, sending the context and tools to the model', async () => {
    const user = await createSignedInUser(server);
    await server.request('POST', '/api/habits', { body: { name: 'Read' }, headers: { cookie: user.cookie } });
    upstream.enqueue({ text: ['Hi', ' there', '!'] });

    const { status, headers, events } = await streamChat(server, { user }, ask('Hello coach'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/event-stream');
    expect(types(events)).toEqual(['meta', 'delta', 'delta', 'delta', 'reply', 'done']);
    expect(events[0]).toMatchObject({
      meta: { model: 'test-model', server_context: true, remaining: null },
    });
    expect(events.at(-2)).toEqual({ type: 'reply', reply: 'Hi there!' });

    const [request] = upstream.requests;
    expect(request).toMatchObject({ model: 'test-model', stream: true, authorization: 'Bearer sk-test' });
    expect(request?.messages[0]?.role).toBe('system');
    expect(String(request?.messages[0]?.content)).toContain('"name":"Read"');
    // The whole history's figures cost the first token time: read only for a question about them.
    expect(String(request?.messages[0]?.content)).not.toContain('"stats"');
    expect(String(request?.messages[0]?.content)).not.toContain('quote them as they are');
    expect(request?.messages.at(-1)).toEqual({ role: 'user', content: 'Hello coach' });
    const toolNames = request?.tools?.map((tool) => tool.function.name) ?? [];
    expect(toolNames).toEqual(expect.arrayContaining(['create_habit', 'schedule_day', 'batch', 'log_habit']));
    expect(toolNames).toHaveLength(17);
  });

  it('sends the streaks and strength of the whole history with a question about them (issue 25)', async () => {
    const user = await createSignedInUser(server);
    await server.request('POST', '/api/habits', { body: { name: 'Read' }, headers: { cookie: user.cookie } });
    upstream.enqueue({ text: ['You are on a roll.'] });
    await streamChat(server, { user }, ask('what is my best streak?'));
    const system = String(upstream.requests[0]?.messages[0]?.content);
    expect(system).toContain('"stats":{"current_streak":0,"best_streak":0,"strength":0}');
    // The model is told these are the app's own figures, so it quotes them instead of recounting logs.
    expect(system).toContain('quote them as they are');
  });

  it('answers JSON without the event-stream Accept header', async () => {
    upstream.enqueue({ text: ['Short ', 'answer.'] });
    const response = await jsonChat(server, { guestId: randomUUID() }, ask('Hi'));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      reply: 'Short answer.',
      action: null,
      meta: { model: 'test-model', conversation_id: null, server_context: false, remaining: 4 },
    });
  });

  it('turns a streamed tool call into an action event with a preview and an idempotency key', async () => {
    const user = await createSignedInUser(server);
    upstream.enqueue({
      text: ['I can set that up.'],
      toolCalls: [
        { name: 'create_habit', arguments: ['{"name":"Read", "tar', 'get": 20, "unit": "pages"}'] },
      ],
    });
    const { events } = await streamChat(server, { user }, ask('create a habit to read 20 pages every day'));
    expect(types(events)).toEqual(['meta', 'delta', 'action', 'reply', 'done']);
    const action = events.find((event) => event.type === 'action');
    expect(action).toMatchObject({
      action: {
        action: { type: 'create_habit', name: 'Read', habit_type: 'number', target: 20, unit: 'pages' },
        preview: 'Create habit "Read" — 20 pages daily',
        warnings: [],
        idempotency_key: expect.any(String),
      },
    });
  });

  it('previews a proposed log by the habit’s name with the day’s value before and after (issue 25)', async () => {
    const user = await createSignedInUser(server);
    const today = new Date().toISOString().slice(0, 10);
    const [habit] = await server.deps.db
      .insert(habits)
      .values({ userId: user.id, name: 'Read', type: 'number', target: 20, unit: 'pages' })
      .returning();
    if (!habit) throw new Error('Could not create the habit');
    await server.deps.db
      .insert(habitLogs)
      .values({ userId: user.id, habitId: habit.id, date: today, valueNumber: 12 });
    upstream.enqueue({
      text: ['Logging it.'],
      toolCalls: [
        {
          name: 'log_habit',
          arguments: [JSON.stringify({ habit_id: habit.id, value_number: 20, date: today })],
        },
      ],
    });
    const { events } = await streamChat(server, { user }, ask('I read 8 more pages today, log it'));
    const action = events.find((event) => event.type === 'action');
    expect(action).toMatchObject({
      action: { preview: `Log Read on ${formatCalendarDate(today)}: 12 pages → 20 pages` },
    });
  });

  it('several tool calls become one batch; a tool call without text gets the action’s message', async () => {
    upstream.enqueue({
      toolCalls: [
        { name: 'create_habit', arguments: ['{"name":"Stretch"}'] },
        { name: 'set_focus', arguments: ['{"focus":"Deep work"}'] },
      ],
    });
    const { events } = await streamChat(server, { guestId: randomUUID() }, ask('Plan it'));
    const action = events.find((event) => event.type === 'action');
    expect(action?.type === 'action' && action.action.action.type).toBe('batch');
    const reply = events.find((event) => event.type === 'reply');
    expect(reply?.type === 'reply' && reply.reply).toContain('Run 2 actions');
  });

  it('does not propose an invalid tool call: the reply says what was wrong', async () => {
    const user = await createSignedInUser(server);
    upstream.enqueue({
      text: ['Logging it.'],
      toolCalls: [{ name: 'log_habit', arguments: [`{"habit_id":"${randomUUID()}","value_boolean":true}`] }],
    });
    const { events } = await streamChat(server, { user }, ask('I read today'));
    expect(types(events)).toEqual(['meta', 'delta', 'delta', 'reply', 'done']);
    expect(events.find((event) => event.type === 'reply')).toEqual({
      type: 'reply',
      reply: 'Logging it.\n\nAction validation failed: Habit not found or access denied',
    });
  });

  it('reports an upstream HTTP error before streaming as "AI request failed (status)", without retrying', async () => {
    upstream.enqueue({ status: 429, errorMessage: 'Rate limit reached' });
    const { events } = await streamChat(server, { guestId: randomUUID() }, ask('Hi'));
    expect(types(events)).toEqual(['meta', 'error', 'done']);
    expect(errorOf(events)).toBe('OPENAI: AI request failed (429)');
    expect(upstream.requests).toHaveLength(1);

    upstream.enqueue({ status: 500 });
    const json = await jsonChat(server, { guestId: randomUUID(), address: '203.0.113.8' }, ask('Hi'));
    expect(json.status).toBe(502);
    expect(json.json.error.message).toBe('OPENAI: AI request failed (500)');
    expect(upstream.requests).toHaveLength(2);
  });

  it('reports a connection dropped mid-stream as "AI stream failed", after the text that came', async () => {
    upstream.enqueue({ text: ['Partial'], end: 'drop' });
    const { events } = await streamChat(server, { guestId: randomUUID() }, ask('Hi'));
    expect(types(events)).toEqual(['meta', 'delta', 'error', 'done']);
    expect(errorOf(events)).toBe('OPENAI: AI stream failed (200)');
    expect(upstream.requests).toHaveLength(1);
  });

  it('retries a connection reset before any token, and answers once the endpoint does', async () => {
    upstream.enqueue({ end: 'drop' }, { text: ['Back again.'] });
    const started = performance.now();
    const { events } = await streamChat(server, { guestId: randomUUID() }, ask('Hi'));
    expect(events.find((event) => event.type === 'reply')).toEqual({ type: 'reply', reply: 'Back again.' });
    expect(upstream.requests).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up after 3 attempts on a refused connection with "AI request failed after retries"', async () => {
    const refused = await createTestServer({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: await closedPortUrl(),
      TRUST_PROXY: 'true',
    });
    const started = performance.now();
    const { events } = await streamChat(refused, { guestId: randomUUID() }, ask('Hi'));
    expect(errorOf(events)).toBe('OPENAI: AI request failed after retries');
    // Waits of 1 s and 2 s between the three attempts.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_900);
  });

  it('ends a stalled stream after the inactivity timeout with an error', async () => {
    upstream.enqueue({ text: ['Thinking'], end: 'stall' });
    const { events } = await streamChat(server, { guestId: randomUUID() }, ask('Hi'));
    expect(types(events)).toEqual(['meta', 'delta', 'error', 'done']);
    expect(errorOf(events)).toBe('OPENAI: AI stream timed out (no data for 2 s)');
  });

  it('aborts the upstream request when the browser goes away mid-stream', async () => {
    upstream.enqueue({ text: ['Thinking'], firstChunkDelayMs: 0, end: 'stall' });
    const response = await server.app.request('/api/coach/chat', {
      method: 'POST',
      headers: headersOf({ guestId: randomUUID() }, true),
      body: JSON.stringify(ask('Hi')),
    });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createChatStreamParser();
    const seen: TChatStreamEvent[] = [];
    while (!seen.some((event) => event.type === 'delta')) {
      const { value, done } = (await reader?.read()) ?? { done: true };
      if (done) break;
      seen.push(...parser.push(value));
    }
    await reader?.cancel();
    const cancelled = performance.now();
    while (!upstream.requests[0]?.closed && performance.now() - cancelled < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(upstream.requests[0]?.closed).toBe(true);
    // Well before the inactivity timeout would have closed it.
    expect(performance.now() - cancelled).toBeLessThan(stallTimeoutMs / 2);
  });

  it('sends each event as it comes over real HTTP, without buffering the stream', async () => {
    upstream.enqueue({ text: ['First', ' second'], chunkDelayMs: 600 });
    const listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => listener.once('listening', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/coach/chat`, {
        method: 'POST',
        headers: headersOf({ guestId: randomUUID() }, true),
        body: JSON.stringify(ask('Hi')),
      });
      const parser = createChatStreamParser();
      const arrivals: { type: string; at: number }[] = [];
      for await (const chunk of response.body?.pipeThrough(new TextDecoderStream()) ?? []) {
        for (const event of parser.push(chunk))
          arrivals.push({ type: event.type, at: performance.now() - started });
      }
      const deltas = arrivals.filter((event) => event.type === 'delta');
      expect(deltas).toHaveLength(2);
      // The first token reached the browser while the model was still waiting to send the second.
      expect((deltas[1]?.at ?? 0) - (deltas[0]?.at ?? 0)).toBeGreaterThan(400);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('refuses oversized requests', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ role: 'user', content: 'hi' }));
    expect((await jsonChat(server, {}, { messages: tooMany })).status).toBe(400);
    const tooLong = await jsonChat(server, {}, ask('x'.repeat(4_001)));
    expect(tooLong.status).toBe(400);
    expect((await jsonChat(server, {}, { messages: [{ role: 'assistant', content: 'hi' }] })).status).toBe(
      400,
    );
    expect((await jsonChat(server, { guestId: 'not-a-uuid' }, ask('hi'))).status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('conversations', () => {
  const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
    server.request(method, path, { body, headers: { cookie: user.cookie } });

  it('stores a signed-in turn in a new conversation titled by the first sentence, with its action', async () => {
    const user = await createSignedInUser(server);
    upstream.enqueue({
      text: ['Here is a habit.'],
      toolCalls: [{ name: 'create_habit', arguments: ['{"name":"Morning run"}'] }],
    });
    const { events } = await streamChat(server, { user }, ask('Help me run more. I keep skipping it.'));
    const meta = events[0];
    const conversationId = meta?.type === 'meta' ? meta.meta.conversation_id : null;
    expect(conversationId).toEqual(expect.any(String));

    const list = await call(user, 'GET', '/api/coach/conversations');
    expect(list.json.conversations).toEqual([
      { id: conversationId, title: 'Help me run more', updated_at: expect.any(String) },
    ]);
    const messages = await call(user, 'GET', `/api/coach/conversations/${conversationId}/messages`);
    expect(messages.json.messages).toMatchObject([
      { role: 'user', content: 'Help me run more. I keep skipping it.', action: null },
      {
        role: 'assistant',
        content: 'Here is a habit.',
        action: { action: { type: 'create_habit' }, idempotency_key: expect.any(String) },
      },
    ]);

    // A second turn in the same conversation keeps the title and appends.
    upstream.enqueue({ text: ['Sure.'] });
    await streamChat(server, { user }, { ...ask('Something else'), conversation_id: conversationId });
    const again = await call(user, 'GET', `/api/coach/conversations/${conversationId}/messages`);
    expect(again.json.messages.map((message: { content: string }) => message.content)).toEqual([
      'Help me run more. I keep skipping it.',
      'Here is a habit.',
      'Something else',
      'Sure.',
    ]);
    expect((await call(user, 'GET', '/api/coach/conversations')).json.conversations[0].title).toBe(
      'Help me run more',
    );
  });

  it('creates, appends to, lists (latest 30 by activity) and deletes conversations', async () => {
    const user = await createSignedInUser(server);
    const created = await call(user, 'POST', '/api/coach/conversations');
    expect(created.status).toBe(201);
    expect(created.json.conversation).toMatchObject({ title: null });
    const id = created.json.conversation.id;

    const appended = await call(user, 'POST', `/api/coach/conversations/${id}/messages`, {
      role: 'user',
      content: 'Plan my week please',
    });
    expect(appended.status).toBe(201);
    const declined = await call(user, 'POST', `/api/coach/conversations/${id}/messages`, {
      role: 'assistant',
      content: "Okay, I won't apply that.",
    });
    expect(declined.json.message).toMatchObject({ role: 'assistant', action: null });
    expect(
      (await call(user, 'POST', `/api/coach/conversations/${id}/messages`, { role: 'user', content: ' ' }))
        .status,
    ).toBe(400);

    const base = Date.now() - 1_000_000;
    await server.deps.db.insert(aiConversations).values(
      Array.from({ length: 31 }, (_, index) => ({
        userId: user.id,
        title: `Old ${index}`,
        updatedAt: new Date(base + index * 1000),
      })),
    );
    const list = await call(user, 'GET', '/api/coach/conversations');
    expect(list.json.conversations).toHaveLength(30);
    expect(list.json.conversations[0]).toMatchObject({ id, title: 'Plan my week please' });
    expect(list.json.conversations[1].title).toBe('Old 30');

    expect((await call(user, 'DELETE', `/api/coach/conversations/${id}`)).status).toBe(204);
    expect((await call(user, 'GET', `/api/coach/conversations/${id}/messages`)).status).toBe(404);
  });

  it('on load chooses the latest conversation, or creates one, never piling up empty ones (spec 4)', async () => {
    const user = await createSignedInUser(server);
    const first = await call(user, 'POST', '/api/coach/conversations/latest');
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ created: true, conversation: { title: null } });
    const id = first.json.conversation.id;
    // Loading again, even at once from two tabs, reuses the empty conversation.
    const again = await Promise.all([
      call(user, 'POST', '/api/coach/conversations/latest'),
      call(user, 'POST', '/api/coach/conversations/latest'),
    ]);
    expect(again.map((response) => response.json)).toEqual([
      { created: false, conversation: first.json.conversation },
      { created: false, conversation: first.json.conversation },
    ]);
    // The first message names the conversation made on load.
    await call(user, 'POST', `/api/coach/conversations/${id}/messages`, {
      role: 'user',
      content: 'Plan my day',
    });
    const older = await call(user, 'POST', '/api/coach/conversations');
    await server.deps.db
      .update(aiConversations)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(aiConversations.id, older.json.conversation.id));
    const latest = await call(user, 'POST', '/api/coach/conversations/latest');
    expect(latest.json).toMatchObject({ created: false, conversation: { id, title: 'Plan my day' } });
    expect((await call(user, 'GET', '/api/coach/conversations')).json.conversations).toHaveLength(2);
    expect((await server.request('POST', '/api/coach/conversations/latest')).status).toBe(401);
  });

  it('refuses another user’s conversation with 404 on every route, and guests with 401', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const id = (await call(owner, 'POST', '/api/coach/conversations')).json.conversation.id;

    expect((await call(other, 'GET', `/api/coach/conversations/${id}/messages`)).status).toBe(404);
    expect(
      (await call(other, 'POST', `/api/coach/conversations/${id}/messages`, { role: 'user', content: 'x' }))
        .status,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/coach/conversations/${id}`)).status).toBe(404);
    expect((await call(other, 'GET', '/api/coach/conversations')).json.conversations).toEqual([]);
    const chat = await streamChat(server, { user: other }, { ...ask('Hi'), conversation_id: id });
    expect(chat.status).toBe(404);
    expect(upstream.requests).toHaveLength(0);
    expect((await call(owner, 'GET', `/api/coach/conversations/${id}/messages`)).json.messages).toEqual([]);

    expect((await server.request('GET', '/api/coach/conversations')).status).toBe(401);
    expect((await server.request('POST', '/api/coach/conversations')).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('allows a guest 5 requests in 10 minutes, counting down, then refuses with the spec’s message', async () => {
    const guestId = randomUUID();
    const remaining: (number | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await jsonChat(server, { guestId, address: '198.51.100.1' }, ask('Hi'));
      expect(response.status).toBe(200);
      remaining.push(response.json.meta.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const sixth = await jsonChat(server, { guestId, address: '198.51.100.1' }, ask('Hi'));
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toEqual({ code: 'rate_limited', message: 'Rate limit: wait 10 min or sign in' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);

    // A new guest id from the same address, or the same id from another address, is still refused.
    expect(
      (await jsonChat(server, { guestId: randomUUID(), address: '198.51.100.1' }, ask('Hi'))).status,
    ).toBe(429);
    expect((await jsonChat(server, { guestId, address: '198.51.100.2' }, ask('Hi'))).status).toBe(429);
    // Intent requests count against the same limit.
    const intent = await server.request('POST', '/api/coach/intent', {
      body: { pending_action: { type: 'create_habit', name: 'Read' }, user_message: 'yes' },
      headers: headersOf({ guestId, address: '198.51.100.1' }, false),
    });
    expect(intent.status).toBe(429);
    expect(upstream.requests).toHaveLength(5);
  });

  it('allows a signed-in user 100 requests in 60 s and refuses the 101st', async () => {
    const user = await createSignedInUser(server);
    for (let i = 0; i < 100; i += 1) {
      const response = await jsonChat(server, { user }, ask(`Hi ${i}`));
      expect(response.status).toBe(200);
    }
    const refused = await jsonChat(server, { user }, ask('Hi'));
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/^Too many coach requests\. Try again in \d+ seconds?\.$/);
    const other = await createSignedInUser(server);
    expect((await jsonChat(server, { user: other }, ask('Hi'))).status).toBe(200);
  });
});

describe('POST /api/coach/intent', () => {
  const intent = (caller: TCaller, body: unknown) =>
    server.request('POST', '/api/coach/intent', { body, headers: headersOf(caller, false) });

  it('reads a guest’s answer; a modified action is re-checked and gets a new idempotency key', async () => {
    upstream.enqueue({
      toolCalls: [{ name: 'answer_intent', arguments: ['{"intent":"modify","action":{"target":30}}'] }],
    });
    const answer = await intent(
      { guestId: randomUUID() },
      {
        pending_action: {
          type: 'create_habit',
          name: 'Read',
          habit_type: 'number',
          target: 20,
          unit: 'pages',
        },
        user_message: 'make it 30 pages instead',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      intent: 'modify',
      action: {
        action: { type: 'create_habit', name: 'Read', target: 30, unit: 'pages' },
        preview: 'Create habit "Read" — 30 pages daily',
        idempotency_key: expect.any(String),
      },
    });
    const [request] = upstream.requests;
    expect(request?.stream).toBe(false);
    expect(request?.tool_choice).toMatchObject({ function: { name: 'answer_intent' } });

    upstream.enqueue({ toolCalls: [{ name: 'answer_intent', arguments: ['{"intent":"deny"}'] }] });
    const denied = await intent(
      { guestId: randomUUID() },
      { pending_action: { type: 'set_focus', focus: 'Gym' }, user_message: 'nah' },
    );
    expect(denied.json).toEqual({ intent: 'deny', action: null });
  });

  it('answers a modification that breaks a rule with the validation message and no action', async () => {
    upstream.enqueue({
      toolCalls: [{ name: 'answer_intent', arguments: ['{"intent":"modify","action":{"target":20000}}'] }],
    });
    const answer = await intent(
      { guestId: randomUUID() },
      { pending_action: { type: 'create_habit', name: 'Read', target: 20 }, user_message: 'make it 20000' },
    );
    expect(answer.json).toEqual({
      intent: 'modify',
      action: null,
      error: 'Action validation failed: Target value must be between 0 and 10,000',
    });
  });

  it('reports an upstream failure as "AI intent failed (status)"', async () => {
    upstream.enqueue({ status: 503 });
    const answer = await intent(
      { guestId: randomUUID() },
      { pending_action: { type: 'set_focus', focus: 'Gym' }, user_message: 'hmm' },
    );
    expect(answer.status).toBe(502);
    expect(answer.json.error.message).toBe('OPENAI: AI intent failed (503)');
  });
});

describe('the built-in coach (no OPENAI_API_KEY)', () => {
  it('proposes create_habit for "create a habit to read 20 pages every day"', async () => {
    const builtin = await createTestServer({ TRUST_PROXY: 'true' });
    const user = await createSignedInUser(builtin);
    const { events } = await streamChat(builtin, { user }, ask('create a habit to read 20 pages every day'));
    expect(types(events)[0]).toBe('meta');
    expect(types(events).slice(-3)).toEqual(['action', 'reply', 'done']);
    expect(events.find((event) => event.type === 'action')).toMatchObject({
      action: {
        action: { type: 'create_habit', name: expect.stringMatching(/read/i), target: 20 },
      },
    });
    expect(upstream.requests).toHaveLength(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

/** An open /api/realtime stream: its SSE data lines as parsed events, in order. */
async function openStream(user: TTestUser) {
  const abort = new AbortController();
  const response = await server.app.request('/api/realtime', {
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('No stream body');
  const events: { type: string }[] = [];
  let text = '';
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += value;
      if (text.includes(': connected')) connected();
      for (const match of value.matchAll(/^data: (.*)$/gm)) events.push(JSON.parse(match[1] ?? 'null'));
    }
  })();
  await ready;
  return {
    events,
    close: async () => {
      await reader.cancel();
      abort.abort();
      await pump;
    },
  };
}

const waitFor = async (check: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

describe('GET /api/realtime', () => {
  it('asks for a session', async () => {
    expect((await server.request('GET', '/api/realtime')).status).toBe(401);
  });

  it('pushes a change event to the writer’s stream, and not to another user’s', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const mine = await openStream(user);
    const theirs = await openStream(other);
    try {
      expect((await call(user, 'POST', '/api/goals', { title: 'Realtime goal' })).status).toBe(201);
      await waitFor(() => mine.events.length > 0);
      expect(mine.events).toEqual([{ type: 'goals' }]);
      expect((await call(user, 'PATCH', '/api/preferences', { units: 'imperial' })).status).toBe(200);
      await waitFor(() => mine.events.length > 1);
      expect(mine.events[1]).toEqual({ type: 'preferences' });
      expect(theirs.events).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('coalesces a burst: at most 2 events a second, one per kind', async () => {
    const user = await createSignedInUser(server);
    const habit = (await call(user, 'POST', '/api/habits', { name: 'Burst' })).json.habit as { id: string };
    const stream = await openStream(user);
    try {
      const started = performance.now();
      for (let i = 0; i < 5; i += 1) {
        await call(user, 'PUT', '/api/habit-logs', { habit_id: habit.id, value_boolean: i % 2 === 0 });
      }
      await call(user, 'PATCH', `/api/habits/${habit.id}`, { name: 'Burst two' });
      await waitFor(() => stream.events.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(new Set(stream.events.map((event) => event.type))).toEqual(new Set(['habit_logs', 'habits']));
      expect(stream.events.length).toBeLessThanOrEqual(3);
      // Two events cannot have been sent in less than one 500 ms interval.
      expect(performance.now() - started).toBeGreaterThanOrEqual(500);
    } finally {
      await stream.close();
    }
  });
});

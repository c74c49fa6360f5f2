import { beforeAll, describe, expect, it } from 'vitest';
import { followEventStream } from '../../../client/lib/follow-event-stream';
import { readChangeStream } from '../../test/change-stream';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function openStream(user: TTestUser) {
  const abort = new AbortController();
  const response = await server.app.request('/api/realtime', {
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return readChangeStream(response, abort);
}

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
      await mine.next('goals');
      expect(mine.events).toEqual([expect.objectContaining({ type: 'goals' })]);
      expect((await call(user, 'PATCH', '/api/preferences', { units: 'imperial' })).status).toBe(200);
      await mine.next('preferences');
      expect(mine.events).toHaveLength(2);
      expect(theirs.events).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('tells the stream about a saved focus session, so the lists of recent sessions refresh', async () => {
    const user = await createSignedInUser(server);
    const stream = await openStream(user);
    try {
      expect((await call(user, 'POST', '/api/focus-sessions', { minutes: 25 })).status).toBe(201);
      await stream.next('focus_sessions');
      expect(stream.events).toEqual([expect.objectContaining({ type: 'focus_sessions' })]);
    } finally {
      await stream.close();
    }
  });

  it('coalesces a burst: at most 2 events a second, one per kind', async () => {
    const user = await createSignedInUser(server);
    const habit = (await call(user, 'POST', '/api/habits', { name: 'Burst' })).json.habit as { id: string };
    const stream = await openStream(user);
    try {
      for (let i = 0; i < 5; i += 1) {
        await call(user, 'PUT', '/api/habit-logs', { habit_id: habit.id, value_boolean: i % 2 === 0 });
      }
      await call(user, 'PATCH', `/api/habits/${habit.id}`, { name: 'Burst two' });
      await stream.next('habit_logs');
      await stream.next('habits');
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(new Set(stream.events.map((event) => event.type))).toEqual(new Set(['habit_logs', 'habits']));
      expect(stream.events.length).toBeLessThanOrEqual(3);
      const [first, second] = stream.events;
      // Two events are never less than one 500 ms interval apart (timers may fire a millisecond early).
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(490);
    } finally {
      await stream.close();
    }
  });

  it('reaches the apps, which read it over fetch with their bearer token (EventSource cannot send one)', async () => {
    const user = await createSignedInUser(server);
    const seen: string[] = [];
    let opens = 0;
    const stop = followEventStream(
      async (signal) =>
        server.app.request('/api/realtime', { headers: { authorization: `Bearer ${user.token}` }, signal }),
      { onOpen: () => (opens += 1), onEvent: (event) => seen.push(event.data) },
    );
    try {
      // The stream may still be subscribing when its headers arrive: write until the first change is heard.
      for (let attempt = 0; attempt < 50 && seen.length === 0; attempt += 1) {
        await call(user, 'PATCH', '/api/preferences', { units: attempt % 2 === 0 ? 'imperial' : 'metric' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(opens).toBe(1);
      expect(JSON.parse(seen[0] ?? 'null')).toEqual({ type: 'preferences' });
    } finally {
      stop();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, headers: { cookie: user.cookie } });

describe('/api/focus-sessions', () => {
  it('records sessions for a goal and lists the latest first', async () => {
    const user = await createSignedInUser(server);
    const goal = (await call(user, 'POST', '/api/goals', { title: 'Ship it' })).json.goal as { id: string };
    const first = await call(user, 'POST', '/api/focus-sessions', {
      minutes: 25,
      started_at: '2026-01-01T09:00:00Z',
      goal_id: goal.id,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json.focus_session).toMatchObject({
      minutes: 25,
      goal_id: goal.id,
      started_at: '2026-01-01T09:00:00.000Z',
    });
    await call(user, 'POST', '/api/focus-sessions', { minutes: 50 });
    const list = await call(user, 'GET', '/api/focus-sessions');
    expect(list.json.focus_sessions.map((s: { minutes: number }) => s.minutes)).toEqual([50, 25]);
  });

  // Issue 35: a 6-second session was saved and shown as "1 minute".
  it('keeps the seconds of a timed session and counts them, not a minute, in analytics', async () => {
    const user = await createSignedInUser(server);
    const started_at = new Date(Date.now() - 60_000).toISOString();
    const short = await call(user, 'POST', '/api/focus-sessions', { minutes: 1, seconds: 6, started_at });
    expect(short.status, short.text).toBe(201);
    expect(short.json.focus_session).toMatchObject({ minutes: 0, seconds: 6 });
    const list = await call(user, 'GET', '/api/focus-sessions');
    expect(list.json.focus_sessions[0]).toMatchObject({ minutes: 0, seconds: 6 });
    const analytics = await call(user, 'GET', '/api/analytics?period=7d');
    expect(analytics.status, analytics.text).toBe(200);
    expect(analytics.json.summary.focusMinutes).toBeCloseTo(0.1, 5);
    // The export keeps them too: a backup restored elsewhere must not turn 6 s into nothing.
    const exported = await call(user, 'GET', '/api/export?format=json');
    expect(exported.json.tables.focus_sessions[0]).toMatchObject({ minutes: 0, seconds: 6 });
  });

  it('refuses out-of-range minutes, far-future starts and another user’s goal or habit', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    for (const minutes of [0, 481]) {
      const response = await call(user, 'POST', '/api/focus-sessions', { minutes });
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe('Focus session must be between 1 and 480 minutes');
    }
    const far = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const ahead = await call(user, 'POST', '/api/focus-sessions', { minutes: 10, started_at: far });
    expect(ahead.json.error.message).toBe('Focus session cannot start more than 7 days ahead');

    const goal = (await call(other, 'POST', '/api/goals', { title: 'Theirs' })).json.goal as { id: string };
    const habit = (await call(other, 'POST', '/api/habits', { name: 'Theirs' })).json.habit as { id: string };
    const onGoal = await call(user, 'POST', '/api/focus-sessions', { minutes: 10, goal_id: goal.id });
    expect(onGoal.status).toBe(404);
    expect(onGoal.json.error.message).toBe('Goal not found or access denied');
    const onHabit = await call(user, 'POST', '/api/focus-sessions', { minutes: 10, habit_id: habit.id });
    expect(onHabit.json.error.message).toBe('Habit not found or access denied');
    expect((await call(other, 'GET', '/api/focus-sessions')).json.focus_sessions).toEqual([]);
  });
});

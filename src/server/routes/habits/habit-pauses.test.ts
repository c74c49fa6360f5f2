import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

type TDay = {
  today: string;
  vacation: { start: string; end: string | null } | null;
  habits: {
    id: string;
    pause: { start: string; end: string | null } | null;
    paused_ranges: unknown[];
    day: { state: string };
    stats: { current_streak: number };
  }[];
};

async function dayOf(user: TTestUser, date?: string): Promise<TDay> {
  const response = await server.request('GET', `/api/habits${date ? `?date=${date}` : ''}`, {
    headers: as(user),
  });
  expect(response.status).toBe(200);
  return response.json;
}

async function log(user: TTestUser, habitId: string, date: string) {
  const saved = await server.request('PUT', '/api/habit-logs', {
    body: { habit_id: habitId, date, value_boolean: true },
    headers: as(user),
  });
  expect(saved.status, saved.text).toBe(200);
}

describe('pausing habits', () => {
  it('pauses a habit until resumed, keeps its streak over the paused days, and resumes it', async () => {
    const user = await createSignedInUser(server);
    const created = await server.request('POST', '/api/habits', { body: { name: 'Run' }, headers: as(user) });
    const id = created.json.habit.id as string;
    const { today } = await dayOf(user);
    // Done three days running, then paused over the last two days (today included).
    for (const ago of [4, 3, 2]) await log(user, id, addDays(today, -ago));
    const paused = await server.request('PATCH', `/api/habits/${id}`, {
      body: { pause: { start: addDays(today, -1), end: null } },
      headers: as(user),
    });
    expect(paused.status, paused.text).toBe(200);
    let day = await dayOf(user);
    expect(day.habits[0]).toMatchObject({
      pause: { start: addDays(today, -1), end: null },
      day: { state: 'paused' },
      stats: { current_streak: 3 },
    });

    const resumed = await server.request('PATCH', `/api/habits/${id}`, {
      body: { pause: null },
      headers: as(user),
    });
    expect(resumed.status).toBe(200);
    day = await dayOf(user);
    expect(day.habits[0]?.pause).toBeNull();
    // Yesterday stays paused (history); today is a day like any other again, still open.
    expect(day.habits[0]?.paused_ranges).toEqual([{ start: addDays(today, -1), end: addDays(today, -1) }]);
    expect(day.habits[0]?.day.state).toBe('due');
    expect(day.habits[0]?.stats.current_streak).toBe(3);
  });

  it('refuses a pause that ends before it starts, and another user’s habit', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const created = await server.request('POST', '/api/habits', {
      body: { name: 'Swim' },
      headers: as(user),
    });
    const id = created.json.habit.id as string;
    const backwards = await server.request('PATCH', `/api/habits/${id}`, {
      body: { pause: { start: '2026-03-10', end: '2026-03-01' } },
      headers: as(user),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.message).toBe(
      'Pause end must be a date (YYYY-MM-DD) on or after its start, or null until resumed',
    );
    const foreign = await server.request('PATCH', `/api/habits/${id}`, {
      body: { pause: { end: null } },
      headers: as(other),
    });
    expect(foreign.status).toBe(404);
  });

  it('pauses every habit in vacation mode, and ends it', async () => {
    const user = await createSignedInUser(server);
    await server.request('POST', '/api/habits', { body: { name: 'Read' }, headers: as(user) });
    await server.request('POST', '/api/habits', { body: { name: 'Walk' }, headers: as(user) });
    const { today } = await dayOf(user);
    const started = await server.request('PUT', '/api/vacation', {
      body: { end: addDays(today, 6) },
      headers: as(user),
    });
    expect(started.status, started.text).toBe(200);
    expect(started.json.vacation).toEqual({ start: today, end: addDays(today, 6) });
    const day = await dayOf(user);
    expect(day.vacation).toEqual({ start: today, end: addDays(today, 6) });
    expect(day.habits.map((habit) => habit.day.state)).toEqual(['paused', 'paused']);
    // A habit of its own stays unpaused in name: the vacation is the account's.
    expect(day.habits.map((habit) => habit.pause)).toEqual([null, null]);

    const bad = await server.request('PUT', '/api/vacation', {
      body: { end: '2020-01-01', start: '2021-01-01' },
      headers: as(user),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/^Vacation end must be/);

    const ended = await server.request('DELETE', '/api/vacation', { headers: as(user) });
    expect(ended.json).toEqual({ vacation: null });
    expect((await dayOf(user)).habits.map((habit) => habit.day.state)).toEqual(['due', 'due']);
    expect((await server.request('DELETE', '/api/vacation')).status).toBe(401);
  });
});

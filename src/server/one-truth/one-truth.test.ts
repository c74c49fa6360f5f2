import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/date-key';
import { loadCoachContext } from '../services/coach/load-coach-context';
import { createSignedInUser, type TTestUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';

/**
 * Bar 18-one-truth (issue 35, decision 0031): the tracker's "N of M done", the analytics day points and
 * the coach's week are the same figures for the same days.
 */

let server: TestServer;
// Loaded after the server, whose modules set up the OpenAPI schemas the coach's actions extend.
let answerMessage: typeof import('../coach/builtin/answer-message').answerMessage;

beforeAll(async () => {
  server = await createTestServer();
  ({ answerMessage } = await import('../coach/builtin/answer-message'));
});

const as = (user: TTestUser) => ({ cookie: user.cookie });

async function createHabit(user: TTestUser, body: Record<string, unknown>): Promise<string> {
  const created = await server.request('POST', '/api/habits', { body, headers: as(user) });
  expect(created.status, created.text).toBe(201);
  return created.json.habit.id as string;
}

async function log(user: TTestUser, habit_id: string, date: string, value: boolean | number) {
  const body =
    typeof value === 'boolean'
      ? { habit_id, date, value_boolean: value }
      : { habit_id, date, value_number: value };
  const saved = await server.request('PUT', '/api/habit-logs', { body, headers: as(user) });
  expect(saved.status, saved.text).toBeLessThan(300);
}

async function summaryOf(user: TTestUser, date: string): Promise<{ done: number; expected: number }> {
  const day = await server.request('GET', `/api/habits?date=${date}`, { headers: as(user) });
  expect(day.status, day.text).toBe(200);
  return day.json.summary;
}

describe('one truth for every figure', () => {
  it('18-one-truth: every day of a week has the same figure on the tracker, in analytics and from the coach', async () => {
    const user = await createSignedInUser(server);
    const first = await server.request('GET', '/api/habits', { headers: as(user) });
    const today = first.json.today as string;
    const from = addDays(today, -6);
    // The week starts on its first day for the tracker, analytics and the coach alike: a "3 times a
    // week" habit's period follows the user's week start (with the default Monday this test failed on
    // every day but a Sunday, the tracker's week being another week than the coach's).
    const weekStart = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${from}T00:00:00Z`).getUTCDay()
    ];
    const preferences = await server.request('PATCH', '/api/preferences', {
      body: { week_start: weekStart },
      headers: as(user),
    });
    expect(preferences.status, preferences.text).toBe(200);
    const water = await createHabit(user, { name: 'Water' });
    const run = await createHabit(user, { name: 'Run', schedule: { times_per_week: 3 } });
    const read = await createHabit(user, { name: 'Read', type: 'number', target: 20, unit: 'pages' });
    const stretch = await createHabit(user, { name: 'Stretch' });
    // Each habit's history begins on the week's first day (decision 0031: a log before creation).
    for (const offset of [0, 1, 3, 6]) await log(user, water, addDays(from, offset), true);
    for (const offset of [0, 4]) await log(user, run, addDays(from, offset), true);
    await log(user, read, from, 15);
    await log(user, read, addDays(from, 2), 25);
    await log(user, read, addDays(from, 5), 20);
    await log(user, stretch, from, true);
    await log(user, stretch, addDays(from, 1), true);
    const paused = await server.request('PATCH', `/api/habits/${stretch}`, {
      body: { pause: { start: addDays(today, -3), end: addDays(today, -2) } },
      headers: as(user),
    });
    expect(paused.status, paused.text).toBe(200);

    const analytics = await server.request('GET', `/api/analytics?from=${from}&to=${today}`, {
      headers: as(user),
    });
    expect(analytics.status, analytics.text).toBe(200);
    const points = analytics.json.daily as { date: string; completed: number; possible: number }[];
    let done = 0;
    let expected = 0;
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(from, offset);
      const summary = await summaryOf(user, date);
      const point = points.find((each) => each.date === date);
      expect({ date, completed: point?.completed, possible: point?.possible }).toEqual({
        date,
        completed: summary.done,
        possible: summary.expected,
      });
      done += summary.done;
      expected += summary.expected;
    }
    // The first day: Read at 15 of 20 pages is partly done, not done.
    expect(await summaryOf(user, from)).toMatchObject({ done: 3 });
    expect(analytics.json.summary).toMatchObject({ completed: done, possible: expected });

    // The coach's week (the user's week, which starts on the week's first day) quotes the same X of Y.
    const context = await loadCoachContext(server.database.db, user.id);
    expect(context.week_start).toBe(weekStart);
    const reply = answerMessage('how am I doing this week?', context, false);
    expect(reply.reply).toContain(`${done} of ${expected} habit-days done`);
  });

  it('counts no day before a habit began, and a 3-times-a-week habit as 3 a week (day-one coach figures)', async () => {
    const user = await createSignedInUser(server);
    await createHabit(user, { name: 'Water' });
    await createHabit(user, { name: 'Run', schedule: { times_per_week: 3 } });
    const context = await loadCoachContext(server.database.db, user.id);
    const reply = answerMessage('how am I doing this week?', context, false).reply;
    // Made today: only today counts, and Run is not yet needed unless the week's end is near.
    expect(reply).toMatch(/: 0 of [12] habit-days done/);
    expect(reply).not.toMatch(/of (?:[3-9]|\d\d) habit-days/);
  });

  it('leaves a paused day out of analytics, as the tracker does', async () => {
    const user = await createSignedInUser(server);
    const first = await server.request('GET', '/api/habits', { headers: as(user) });
    const today = first.json.today as string;
    const bed = await createHabit(user, { name: 'In bed by 11 pm' });
    await log(user, bed, addDays(today, -2), true);
    await server.request('PATCH', `/api/habits/${bed}`, {
      body: { pause: { start: addDays(today, -1), end: addDays(today, 3) } },
      headers: as(user),
    });
    const analytics = await server.request('GET', `/api/analytics?from=${addDays(today, -1)}&to=${today}`, {
      headers: as(user),
    });
    expect(analytics.json.summary).toMatchObject({ completed: 0, possible: 0 });
    expect(await summaryOf(user, addDays(today, -1))).toEqual({ done: 0, expected: 0 });
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/date-key';
import { loadCoachContext } from '../services/coach/load-coach-context';
import { createSignedInUser, type TTestUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 35's property (decision 0031): for random histories (schedules of every kind, yes/no and
 * counted habits with logs below, at and over their target, logs before the habit was made, pauses,
 * time zones and week starts), every day's tracker summary is the analytics day point, the period's
 * analytics summary is their sum, and the coach's "this week" quotes the tracker's days summed.
 */

let server: TestServer;
let answerMessage: typeof import('../coach/builtin/answer-message').answerMessage;

beforeAll(async () => {
  server = await createTestServer();
  ({ answerMessage } = await import('../coach/builtin/answer-message'));
});

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const days = 14;

const habitArbitrary = fc.record({
  type: fc.constantFrom('boolean' as const, 'number' as const),
  target: fc.integer({ min: 1, max: 30 }),
  schedule: fc.oneof(
    fc.constant<unknown>('daily'),
    fc.integer({ min: 1, max: 6 }).map((times_per_week): unknown => ({ times_per_week })),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
      .map((list): unknown => ({ weekdays: list })),
  ),
  logs: fc.array(
    fc.record({ offset: fc.integer({ min: 0, max: days - 1 }), amount: fc.integer({ min: 0, max: 40 }) }),
    {
      maxLength: 10,
    },
  ),
  pause: fc.option(
    fc.record({ offset: fc.integer({ min: 1, max: days - 1 }), length: fc.integer({ min: 1, max: 4 }) }),
  ),
});

const historyArbitrary = fc.record({
  timezone: fc.constantFrom('UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'),
  weekStart: fc.constantFrom(...weekdays),
  habits: fc.array(habitArbitrary, { minLength: 1, maxLength: 4 }),
});

type THistory = typeof historyArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function call(user: TTestUser, method: string, path: string, body?: unknown) {
  const answer = await server.request(method, path, { body, headers: { cookie: user.cookie } });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
}

/** Makes the history through the API and answers its first and last day. */
async function createHistory(user: TTestUser, history: THistory): Promise<{ from: string; today: string }> {
  await call(user, 'PATCH', '/api/preferences', {
    timezone: history.timezone,
    week_start: history.weekStart,
  });
  const today = (await call(user, 'GET', '/api/habits')).today as string;
  const from = addDays(today, -(days - 1));
  for (const [index, habit] of history.habits.entries()) {
    const body =
      habit.type === 'number'
        ? {
            name: `Habit ${index}`,
            type: 'number',
            target: habit.target,
            unit: 'pages',
            schedule: habit.schedule,
          }
        : { name: `Habit ${index}`, schedule: habit.schedule };
    const id = (await call(user, 'POST', '/api/habits', body)).habit.id as string;
    for (const { offset, amount } of habit.logs) {
      const date = addDays(from, offset);
      await call(
        user,
        'PUT',
        '/api/habit-logs',
        habit.type === 'number'
          ? { habit_id: id, date, value_number: amount }
          : { habit_id: id, date, value_boolean: amount % 2 === 1 },
      );
    }
    if (habit.pause) {
      const start = addDays(from, habit.pause.offset);
      await call(user, 'PATCH', `/api/habits/${id}`, {
        pause: { start, end: addDays(start, habit.pause.length - 1) },
      });
    }
  }
  return { from, today };
}

describe('one truth for every figure, on random histories', () => {
  it('the tracker, analytics and the coach give the same figures for the same days', async () => {
    let user: TTestUser | undefined;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async (history) => {
        // One account for every run (signing in again each run meets the sign-in rate limit), emptied.
        user ??= await createSignedInUser(server);
        for (const habit of (await call(user, 'GET', '/api/habits')).habits as { id: string }[])
          await call(user, 'DELETE', `/api/habits/${habit.id}`);
        const { from, today } = await createHistory(user, history);
        const analytics = await call(user, 'GET', `/api/analytics?from=${from}&to=${today}`);
        const points = new Map(
          (analytics.daily as { date: string; completed: number; possible: number }[]).map((point) => [
            point.date,
            point,
          ]),
        );
        const summaries = new Map<string, { done: number; expected: number }>();
        for (let offset = 0; offset < days; offset += 1) {
          const date = addDays(from, offset);
          const summary = (await call(user, 'GET', `/api/habits?date=${date}`)).summary;
          summaries.set(date, summary);
          const point = points.get(date);
          expect({ date, done: point?.completed, expected: point?.possible }).toEqual({ date, ...summary });
        }
        const sum = (dates: string[]) =>
          dates.reduce(
            (total, date) => ({
              done: total.done + (summaries.get(date)?.done ?? 0),
              expected: total.expected + (summaries.get(date)?.expected ?? 0),
            }),
            { done: 0, expected: 0 },
          );
        const all = sum([...summaries.keys()]);
        expect(analytics.summary).toMatchObject({ completed: all.done, possible: all.expected });

        // The coach's week: from the user's week start to today.
        const context = await loadCoachContext(server.database.db, user.id);
        let weekFirst = today;
        while (weekdays[new Date(`${weekFirst}T00:00:00Z`).getUTCDay()] !== history.weekStart)
          weekFirst = addDays(weekFirst, -1);
        const week = sum([...summaries.keys()].filter((date) => date >= weekFirst));
        const reply = answerMessage('how am I doing this week?', context, false).reply;
        if (week.expected > 0) expect(reply).toContain(`${week.done} of ${week.expected} habit-days done`);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 180_000);
});

import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays } from '../../domain/dates/date-key';
import { weekdayNames } from '../../domain/preferences/preference-options';
import type { TTestUser } from '../test/factories';
import type { TestServer } from '../test/test-server';

/**
 * Issue 35's random histories (decision 0031), made through the real API for the one-truth properties:
 * schedules of every kind, yes/no and counted habits with logs below, at and over their target, logs
 * before the habit was made, pauses, time zones and week starts.
 */

/** How many days a history covers, up to the user's today. */
export const historyDays = 14;

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
    fc.record({
      offset: fc.integer({ min: 0, max: historyDays - 1 }),
      amount: fc.integer({ min: 0, max: 40 }),
    }),
    { maxLength: 10 },
  ),
  pause: fc.option(
    fc.record({
      offset: fc.integer({ min: 1, max: historyDays - 1 }),
      length: fc.integer({ min: 1, max: 4 }),
    }),
  ),
});

export const historyArbitrary = fc.record({
  timezone: fc.constantFrom('UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'),
  weekStart: fc.constantFrom(...weekdayNames),
  habits: fc.array(habitArbitrary, { minLength: 1, maxLength: 4 }),
});

export type THistory = typeof historyArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** An API call as the user that must succeed; answers its JSON. */
export async function callApi(
  server: TestServer,
  user: TTestUser,
  method: string,
  path: string,
  body?: unknown,
) {
  const answer = await server.request(method, path, { body, headers: { cookie: user.cookie } });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
}

/**
 * Empties the account and makes the history in it through the API; answers its first and last day.
 * (One account serves every run: signing in again each run meets the sign-in rate limit.)
 */
export async function createHistory(
  server: TestServer,
  user: TTestUser,
  history: THistory,
): Promise<{ from: string; today: string }> {
  const call = (method: string, path: string, body?: unknown) => callApi(server, user, method, path, body);
  for (const habit of (await call('GET', '/api/habits')).habits as { id: string }[])
    await call('DELETE', `/api/habits/${habit.id}`);
  await call('PATCH', '/api/preferences', { timezone: history.timezone, week_start: history.weekStart });
  const today = (await call('GET', '/api/habits')).today as string;
  const from = addDays(today, -(historyDays - 1));
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
    const id = (await call('POST', '/api/habits', body)).habit.id as string;
    for (const { offset, amount } of habit.logs) {
      const date = addDays(from, offset);
      await call(
        'PUT',
        '/api/habit-logs',
        habit.type === 'number'
          ? { habit_id: id, date, value_number: amount }
          : { habit_id: id, date, value_boolean: amount % 2 === 1 },
      );
    }
    if (habit.pause) {
      const start = addDays(from, habit.pause.offset);
      await call('PATCH', `/api/habits/${id}`, {
        pause: { start, end: addDays(start, habit.pause.length - 1) },
      });
    }
  }
  return { from, today };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateAnalyticsHistory } from '../../../domain/analytics/aggregate-analytics-history';
import { addDays } from '../../../domain/dates/date-key';
import { habitLogs, habits, users } from '../../db/schema';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { loadAnalyticsInput } from './load-analytics-input';

const today = '2026-03-01';

/** Up to three habits, each complete or not on days up to 60 before today. */
const historyArbitrary = fc.array(
  fc.record({
    age: fc.integer({ min: 0, max: 70 }),
    logs: fc.uniqueArray(
      fc.record({ daysAgo: fc.integer({ min: 0, max: 60 }), complete: fc.boolean(), seconds: fc.nat(600) }),
      { selector: (log) => log.daysAgo, maxLength: 40 },
    ),
  }),
  { minLength: 1, maxLength: 3 },
);

describe('loadAnalyticsInput', () => {
  it('counts in SQL what aggregateAnalyticsHistory, the domain’s reference, counts in memory', async () => {
    const database = await getTestDatabase();
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, fc.integer({ min: 1, max: 40 }), async (history, length) => {
        await resetDatabase(database);
        await db.insert(users).values({ id: 'user-a', name: 'A', email: 'a@example.com' });
        const period = { from: addDays(today, 1 - length), to: today };
        const rows = [];
        for (const [index, habit] of history.entries()) {
          const [row] = await db
            .insert(habits)
            .values({
              userId: 'user-a',
              name: `Habit ${index}`,
              createdAt: new Date(`${addDays(today, -habit.age)}T12:00:00Z`),
            })
            .returning();
          if (!row) throw new Error('no habit');
          rows.push({ id: row.id, name: row.name, createdOn: addDays(today, -habit.age), logs: habit.logs });
          if (habit.logs.length > 0) {
            await db.insert(habitLogs).values(
              habit.logs.map((log) => ({
                userId: 'user-a',
                habitId: row.id,
                date: addDays(today, -log.daysAgo),
                valueBoolean: log.complete,
                isComplete: log.complete,
                timeTrackedSeconds: log.seconds,
              })),
            );
          }
        }
        const fromSql = await loadAnalyticsInput(
          db,
          'user-a',
          { asOf: today, today, timezone: 'UTC', weekStart: 'monday' },
          period,
        );
        const reference = aggregateAnalyticsHistory(
          {
            habits: rows.map(({ id, name, createdOn }) => ({ id, name, createdOn })),
            logs: rows.flatMap((habit) =>
              habit.logs.map((log) => ({
                habitId: habit.id,
                date: addDays(today, -log.daysAgo),
                complete: log.complete,
                seconds: log.seconds,
              })),
            ),
            skills: [],
            goals: [],
            focus: [],
          },
          period,
          today,
          'monday',
        );
        const counts = (input: typeof fromSql) =>
          [...input.habits]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(({ strength: _strength, ...habit }) => habit);
        expect(counts(fromSql)).toEqual(counts(reference));
        expect(fromSql.days).toEqual(reference.days);
      }),
      { numRuns: 25 },
    );
  });
});

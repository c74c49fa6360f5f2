import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../../../domain/dates/date-key';
import { amountOfLog } from '../../../domain/habits/tally-habit-days';
import { habitLogs, habits, users } from '../../db/schema';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { loadHabitHistories } from './load-habit-histories';

const day = '2026-03-01';

describe('loadHabitHistories', () => {
  it('calls a day met or partly done in SQL exactly as amountOfLog does', async () => {
    const database = await getTestDatabase();
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            type: fc.constantFrom('boolean' as const, 'number' as const),
            target: fc.option(fc.constantFrom(0, 0.5, 1, 8, 20, 10_000)),
            value: fc.oneof(
              fc.constantFrom(0, 0.25, 1, 7.99, 8, 15, 20, 25, 10_000),
              fc.double({ min: 0, max: 100, noNaN: true }),
            ),
            yes: fc.boolean(),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (cases) => {
          await resetDatabase(database);
          await db.insert(users).values({ id: 'user-a', name: 'A', email: 'a@example.com' });
          const expected = new Map<string, ReturnType<typeof amountOfLog>>();
          for (const [index, { type, target, value, yes }] of cases.entries()) {
            const [habit] = await db
              .insert(habits)
              .values({
                userId: 'user-a',
                name: `Habit ${index}`,
                type,
                target,
                createdAt: new Date(`${day}T12:00:00Z`),
              })
              .returning();
            if (!habit) throw new Error('no habit');
            const log =
              type === 'number'
                ? { value_number: value, value_boolean: null }
                : { value_number: null, value_boolean: yes };
            await db.insert(habitLogs).values({
              userId: 'user-a',
              habitId: habit.id,
              date: day,
              valueNumber: log.value_number,
              valueBoolean: log.value_boolean,
              isComplete: type === 'number' ? value > 0 : yes,
            });
            expected.set(habit.id, amountOfLog({ type, target }, log));
          }
          const loaded = await loadHabitHistories(
            db,
            'user-a',
            { from: day, to: day },
            { timezone: 'UTC', weekStart: 'monday' },
          );
          for (const habit of loaded) {
            expect(habit.history.amountByDay.get(toEpochDay(day)) ?? null).toBe(expected.get(habit.id));
          }
        },
      ),
      { numRuns: 4 },
    );
  });
});

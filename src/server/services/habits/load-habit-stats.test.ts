import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { computeStreaks } from '../../../domain/habits/compute-streaks';
import { computeStrength } from '../../../domain/habits/compute-strength';
import { buildHabitLogValues } from '../../../domain/habits/habit-log-value';
import {
  dailySchedule,
  isDailySchedule,
  periodAnchor,
  type THabitSchedule,
} from '../../../domain/habits/habit-schedule';
import { buildIsPaused } from '../../../domain/habits/pause-ranges';
import { computeScheduledStreaks, computeScheduledStrength } from '../../../domain/habits/scheduled-stats';
import type { Database } from '../../db/client';
import { habitLogs, habitPauses, habits, userPreferences, users } from '../../db/schema';
import { getTestDatabase, resetDatabase } from '../../test/test-database';
import { loadHabitStats } from './load-habit-stats';
import { scheduleColumns } from './present-habit';

const today = '2026-03-01';

const habitArbitrary = fc.oneof(
  fc.constant({ type: 'boolean' as const, target: null }),
  fc.record({ type: fc.constant('number' as const), target: fc.constantFrom(null, 0, 1, 20, 2.5) }),
);
const scheduleArbitrary: fc.Arbitrary<THabitSchedule> = fc.oneof(
  fc.constant(dailySchedule),
  fc.integer({ min: 1, max: 31 }).chain((days) =>
    fc.record({
      times: fc.integer({ min: 1, max: days }),
      days: fc.constant(days),
      weekdays: fc.constant(null),
    }),
  ),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 6 })
    .map((weekdays) => ({ times: weekdays.length, days: 7, weekdays: [...weekdays].sort() })),
);
/** Pauses: of the habit or the account's vacation, over a range or until resumed. */
const pausesArbitrary = fc.array(
  fc.record({
    startAgo: fc.integer({ min: -5, max: 400 }),
    length: fc.option(fc.integer({ min: 1, max: 60 })),
    vacation: fc.boolean(),
  }),
  { maxLength: 3 },
);
const weekStartArbitrary = fc.constantFrom('monday', 'sunday', 'saturday');

/** A history: which days before today were logged, and with what. */
const historyArbitrary = fc.uniqueArray(
  fc.record({
    daysAgo: fc.integer({ min: -2, max: 500 }),
    value: fc.oneof(fc.boolean(), fc.double({ min: 0, max: 50, noNaN: true })),
  }),
  { selector: (log) => log.daysAgo, maxLength: 120 },
);

async function insertHabit(db: Database, values: typeof habits.$inferInsert) {
  const [row] = await db.insert(habits).values(values).returning();
  if (!row) throw new Error('The insert returned no habit');
  return row;
}

describe('loadHabitStats', () => {
  it('agrees with computeStreaks and computeStrength, the domain’s reference, on any history', async () => {
    const database = await getTestDatabase();
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(
        habitArbitrary,
        historyArbitrary,
        fc.integer({ min: 0, max: 600 }),
        scheduleArbitrary,
        weekStartArbitrary,
        pausesArbitrary,
        async (habit, history, age, schedule, weekStart, pauses) => {
          await resetDatabase(database);
          await db.insert(users).values({ id: 'user-a', name: 'A', email: 'a@example.com' });
          await db.insert(userPreferences).values({ userId: 'user-a', weekStart });
          const createdAt = `${addDays(today, -age)}T12:00:00Z`;
          const row = await insertHabit(db, {
            userId: 'user-a',
            name: 'Habit',
            ...habit,
            ...scheduleColumns(schedule),
            createdAt: new Date(createdAt),
          });
          const logs = history.map(({ daysAgo, value }) => ({
            date: addDays(today, -daysAgo),
            ...buildHabitLogValues(
              habit,
              typeof value === 'boolean' ? { value_boolean: value } : { value_number: value },
            ),
          }));
          if (logs.length > 0) {
            await db.insert(habitLogs).values(
              logs.map((log) => ({
                userId: 'user-a',
                habitId: row.id,
                date: log.date,
                valueNumber: log.value_number,
                valueBoolean: log.value_boolean,
                isComplete: log.is_complete,
              })),
            );
          }

          const ranges = pauses.map(({ startAgo, length }) => ({
            start: addDays(today, -startAgo),
            end: length === null ? null : addDays(today, -startAgo + length - 1),
          }));
          if (pauses.length > 0) {
            await db.insert(habitPauses).values(
              pauses.map(({ vacation }, index) => ({
                userId: 'user-a',
                habitId: vacation ? null : row.id,
                startDate: ranges[index]?.start ?? today,
                endDate: ranges[index]?.end ?? null,
              })),
            );
          }
          const stats = (await loadHabitStats(db, 'user-a', today)).get(row.id);
          const context = { schedule, anchor: periodAnchor(weekStart), isPaused: buildIsPaused(ranges) };
          const completedDates = logs.filter((log) => log.is_complete).map((log) => log.date);
          const streaks = computeScheduledStreaks(completedDates, today, context);
          expect(stats?.current_streak).toBe(streaks.current);
          expect(stats?.best_streak).toBe(streaks.best);
          expect(stats?.strength).toBeCloseTo(computeScheduledStrength(habit, logs, today, context), 8);
          if (isDailySchedule(schedule) && pauses.length === 0) {
            expect(streaks).toEqual(computeStreaks(completedDates, today));
            expect(stats?.strength).toBeCloseTo(
              computeStrength({ ...habit, created_at: createdAt }, logs, today),
              8,
            );
          }
        },
      ),
      { numRuns: 40 },
    );
    // Each run empties and refills the database: a few seconds in all, more on a busy machine.
  }, 60_000);

  it('scores values too small for a float8 product as nothing instead of failing', async () => {
    const { db } = await getTestDatabase();
    await db.insert(users).values({ id: 'user-a', name: 'A', email: 'a@example.com' });
    const habit = await insertHabit(db, { userId: 'user-a', name: 'Read', type: 'number', target: 20 });
    await db.insert(habitLogs).values([
      { userId: 'user-a', habitId: habit.id, date: today, valueNumber: Number.MIN_VALUE, isComplete: true },
      {
        userId: 'user-a',
        habitId: habit.id,
        date: addDays(today, -300),
        valueNumber: 1e-300,
        isComplete: true,
      },
    ]);
    expect((await loadHabitStats(db, 'user-a', today)).get(habit.id)).toMatchObject({
      current_streak: 1,
      strength: 0,
    });
  });

  it('never counts another user’s logs', async () => {
    const { db } = await getTestDatabase();
    await db.insert(users).values([
      { id: 'user-a', name: 'A', email: 'a@example.com' },
      { id: 'user-b', name: 'B', email: 'b@example.com' },
    ]);
    const habitOfA = await insertHabit(db, { userId: 'user-a', name: 'Walk' });
    // B's log on A's habit: the composite foreign key (user_id, habit_id) refuses it (decision 0029).
    const crossUser = db
      .insert(habitLogs)
      .values({ userId: 'user-b', habitId: habitOfA.id, date: today, valueBoolean: true, isComplete: true });
    await expect(crossUser).rejects.toThrow();
    const habitOfB = await insertHabit(db, { userId: 'user-b', name: 'Walk' });
    await db
      .insert(habitLogs)
      .values({ userId: 'user-b', habitId: habitOfB.id, date: today, valueBoolean: true, isComplete: true });
    expect((await loadHabitStats(db, 'user-a', today)).get(habitOfA.id)).toEqual({
      current_streak: 0,
      best_streak: 0,
      strength: 0,
    });
  });
});

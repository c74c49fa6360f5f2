import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { habitLogs, habitPauses, habitStats, habits, userPreferences, users } from '../../db/schema';
import { getTestDatabase } from '../../test/test-database';
import { storeHabitStats, type THabitStats } from './habit-stats-cache';
import { computeHabitStats, loadHabitStats } from './load-habit-stats';

const today = '2026-03-01';
let userId = 'user-a';
let usersMade = 0;

/** A new user each time, so the property's runs need no reset of the database between them. */
async function createUserWithHabits(db: Database, count: number): Promise<string[]> {
  usersMade += 1;
  userId = `user-${usersMade}`;
  await db.insert(users).values({ id: userId, name: 'A', email: `${userId}@example.com` });
  const rows = await db
    .insert(habits)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        name: `Habit ${index}`,
        type: index === 0 ? ('number' as const) : ('boolean' as const),
        target: index === 0 ? 10 : null,
      })),
    )
    .returning({ id: habits.id });
  return rows.map((row) => row.id);
}

async function logDay(db: Database, habitId: string, date: string, value: number) {
  await db
    .insert(habitLogs)
    .values({ userId, habitId, date, valueNumber: value, valueBoolean: value > 0, isComplete: value > 0 })
    .onConflictDoUpdate({
      target: [habitLogs.userId, habitLogs.habitId, habitLogs.date],
      set: { valueNumber: value, valueBoolean: value > 0, isComplete: value > 0 },
    });
}

/**
 * The figures as compared: the strength to 12 places, since SQL sums a plain habit's days in no fixed
 * order and two computations of one history may differ in the last bit.
 */
function comparable(stats: ReadonlyMap<string, THabitStats>) {
  return new Map(
    [...stats].map(([id, { current_streak, best_streak, strength }]) => [
      id,
      { current_streak, best_streak, strength: strength.toFixed(12) },
    ]),
  );
}

/** What the figures are from scratch, for every habit: the truth the cached ones must equal. */
async function computedFromScratch(db: Database, habitIds: string[]) {
  const computed = await computeHabitStats(db, userId, today, habitIds);
  return comparable(new Map([...computed].map(([id, { revision: _, ...stats }]) => [id, stats])));
}

/** Every change that moves a habit's figures, as the app makes them. */
const changeArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('log' as const),
    habit: fc.nat(2),
    daysAgo: fc.integer({ min: 0, max: 12 }),
    value: fc.constantFrom(0, 3, 10, 12),
  }),
  fc.record({
    kind: fc.constant('unlog' as const),
    habit: fc.nat(2),
    daysAgo: fc.integer({ min: 0, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('schedule' as const),
    habit: fc.nat(2),
    times: fc.integer({ min: 1, max: 7 }),
    target: fc.constantFrom(5, 10, 20),
  }),
  fc.record({
    kind: fc.constant('pause' as const),
    habit: fc.option(fc.nat(2)),
    startAgo: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({ kind: fc.constant('resume' as const) }),
  fc.record({ kind: fc.constantFrom('monday', 'sunday', 'saturday').map((day) => `week:${day}` as const) }),
);
type TChange = typeof changeArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function applyChange(db: Database, habitIds: string[], change: TChange) {
  const habitOf = (index: number) => habitIds[index % habitIds.length] as string;
  if (change.kind === 'log')
    await logDay(db, habitOf(change.habit), addDays(today, -change.daysAgo), change.value);
  else if (change.kind === 'unlog') {
    const date = addDays(today, -change.daysAgo);
    await db
      .delete(habitLogs)
      .where(and(eq(habitLogs.habitId, habitOf(change.habit)), eq(habitLogs.date, date)));
  } else if (change.kind === 'schedule') {
    await db
      .update(habits)
      .set({ freqNum: change.times, freqDen: 7, target: change.target })
      .where(eq(habits.id, habitOf(change.habit)));
  } else if (change.kind === 'pause') {
    await db.insert(habitPauses).values({
      userId,
      habitId: change.habit === null ? null : habitOf(change.habit),
      startDate: addDays(today, -change.startAgo),
      endDate: addDays(today, -change.startAgo + 5),
    });
  } else if (change.kind === 'resume') await db.delete(habitPauses).where(eq(habitPauses.userId, userId));
  else {
    await db
      .insert(userPreferences)
      .values({ userId, weekStart: change.kind.slice(5) })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { weekStart: change.kind.slice(5) } });
  }
}

describe('habit_stats, the cache of the tracker’s figures (decision 0051)', () => {
  it('always reads what a computation from scratch reads, whatever changed since the last read', async () => {
    const { db } = await getTestDatabase();
    await fc.assert(
      fc.asyncProperty(fc.array(changeArbitrary, { minLength: 1, maxLength: 6 }), async (changes) => {
        const habitIds = await createUserWithHabits(db, 3);
        // A history every change can move: twelve days logged, but for a gap four days ago.
        const days = Array.from({ length: 12 }, (_, day) => day).filter((day) => day !== 4);
        await db.insert(habitLogs).values(
          habitIds.flatMap((habitId) =>
            days.map((day) => ({
              userId,
              habitId,
              date: addDays(today, -day),
              valueNumber: 10,
              isComplete: true,
            })),
          ),
        );
        for (const change of changes) {
          await loadHabitStats(db, userId, today);
          await applyChange(db, habitIds, change);
          expect(comparable(await loadHabitStats(db, userId, today))).toEqual(
            await computedFromScratch(db, habitIds),
          );
        }
      }),
      { numRuns: 12 },
    );
  }, 90_000);

  it('serves the kept figures until one of the habit’s logs changes', async () => {
    const { db } = await getTestDatabase();
    const [read, walk] = (await createUserWithHabits(db, 2)) as [string, string];
    await logDay(db, walk, today, 1);
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ current_streak: 1 });

    // A kept row is served as it stands: marked here, it shows that nothing was computed again.
    await db.update(habitStats).set({ bestStreak: 99 }).where(eq(habitStats.habitId, walk));
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ best_streak: 99 });
    // Another habit's log leaves it kept; its own log makes it computed again.
    await logDay(db, read, today, 10);
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ best_streak: 99 });
    await logDay(db, walk, addDays(today, -1), 1);
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({
      current_streak: 2,
      best_streak: 2,
    });
    // A read as of yesterday (the streak-broken job's) leaves today's kept figures in place.
    await db.update(habitStats).set({ bestStreak: 99 }).where(eq(habitStats.habitId, walk));
    expect((await loadHabitStats(db, userId, addDays(today, -1))).get(walk)).toMatchObject({
      best_streak: 1,
    });
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ best_streak: 99 });
    // A new day computes again: the streak is read as of that day.
    expect((await loadHabitStats(db, userId, addDays(today, 1))).get(walk)).toMatchObject({
      current_streak: 2,
    });
    expect((await loadHabitStats(db, userId, addDays(today, 3))).get(walk)).toMatchObject({
      current_streak: 0,
    });
  });

  it('does not keep figures computed before a log that came in while they were computed', async () => {
    const { db } = await getTestDatabase();
    const [walk] = (await createUserWithHabits(db, 1)) as [string];
    await logDay(db, walk, today, 1);
    await loadHabitStats(db, userId, today);
    await logDay(db, walk, addDays(today, -1), 1);
    const computedBeforeTheLog = await computeHabitStats(db, userId, today, [walk]);
    await logDay(db, walk, addDays(today, -2), 1);
    await storeHabitStats(db, userId, today, computedBeforeTheLog);
    expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ current_streak: 3 });
  });

  // A session setting holds for one connection: PGlite has one, a PostgreSQL pool many, where the setting would
  // stay on whichever connection took it and make later tests read-only. The scale-out checks read a real replica.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers from a read-only database (a replica) without keeping anything',
    async () => {
      const { db } = await getTestDatabase();
      const [walk] = (await createUserWithHabits(db, 1)) as [string];
      await logDay(db, walk, today, 1);
      await db.delete(habitStats);
      await db.execute(sql`set default_transaction_read_only = on`);
      try {
        expect((await loadHabitStats(db, userId, today)).get(walk)).toMatchObject({ current_streak: 1 });
      } finally {
        await db.execute(sql`set default_transaction_read_only = off`);
      }
      expect(await db.select().from(habitStats)).toEqual([]);
    },
  );

  it('lets a habit, and an account with its logs and pauses, be deleted', async () => {
    const { db } = await getTestDatabase();
    const [walk, read] = (await createUserWithHabits(db, 2)) as [string, string];
    await logDay(db, walk, today, 1);
    await logDay(db, read, today, 10);
    await db.insert(habitPauses).values({ userId, habitId: null, startDate: addDays(today, 2) });
    await db.insert(userPreferences).values({ userId, weekStart: 'sunday' });
    await loadHabitStats(db, userId, today);
    await db.delete(habits).where(eq(habits.id, walk));
    expect([...(await loadHabitStats(db, userId, today)).keys()]).toEqual([read]);
    await db.delete(users).where(eq(users.id, userId));
    expect(await db.select().from(habitStats).where(eq(habitStats.userId, userId))).toEqual([]);
  });
});

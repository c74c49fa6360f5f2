import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { habitLogs, habitStats, habits, sessions, userPreferences, users } from '../../db/schema';
import { getTestDatabase } from '../../test/test-database';
import { loadHabitStats } from './load-habit-stats';
import { warmHabitStats } from './warm-habit-stats';

// 2026-03-02 00:30 in London: the day has turned there, while it is still 1 March in New York.
const now = new Date('2026-03-02T00:30:00Z');

/** A user with one daily habit done on 27 Feb – 1 Mar, whose figures were read on 1 March. */
async function createReader(db: Database, id: string, options: { timezone: string; seenDaysAgo: number }) {
  await db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  await db.insert(userPreferences).values({ userId: id, timezone: options.timezone });
  await db.insert(sessions).values({
    id: `${id}-session`,
    token: `${id}-token`,
    userId: id,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    updatedAt: new Date(now.getTime() - options.seenDaysAgo * 86_400_000),
  });
  const [habit] = await db
    .insert(habits)
    .values({ userId: id, name: 'Floss', type: 'boolean' })
    .returning({ id: habits.id });
  if (!habit) throw new Error('The habit was not made');
  const habitId = habit.id;
  await db.insert(habitLogs).values(
    ['2026-02-27', '2026-02-28', '2026-03-01'].map((date) => ({
      userId: id,
      habitId,
      date,
      valueBoolean: true,
      isComplete: true,
    })),
  );
  await loadHabitStats(db, id, '2026-03-01');
  return habitId;
}

async function keptFigures(db: Database, userId: string, habitId: string) {
  const [row = null] = await db
    .select({ asOf: habitStats.asOf, currentStreak: habitStats.currentStreak })
    .from(habitStats)
    .where(and(eq(habitStats.userId, userId), eq(habitStats.habitId, habitId)));
  return row;
}

describe('warming the new day’s habit figures', () => {
  it('computes the figures of a user whose day has turned, as the day’s first read would', async () => {
    const { db } = await getTestDatabase();
    const habitId = await createReader(db, 'london', { timezone: 'Europe/London', seenDaysAgo: 1 });

    expect(await warmHabitStats(db, now)).toBe(1);

    // Floss was done through yesterday and is not yet due today: the streak of 3 still runs on 2 March.
    expect(await keptFigures(db, 'london', habitId)).toEqual({ asOf: '2026-03-02', currentStreak: 3 });
    expect(await warmHabitStats(db, now)).toBe(0);
  });

  it('leaves a user whose day has not turned yet, and one not seen for over a week', async () => {
    const { db } = await getTestDatabase();
    const newYork = await createReader(db, 'new-york', { timezone: 'America/New_York', seenDaysAgo: 0 });
    const away = await createReader(db, 'away', { timezone: 'Europe/London', seenDaysAgo: 8 });

    expect(await warmHabitStats(db, now)).toBe(0);

    expect((await keptFigures(db, 'new-york', newYork))?.asOf).toBe('2026-03-01');
    expect((await keptFigures(db, 'away', away))?.asOf).toBe('2026-03-01');
  });

  it('computes figures a log made stale, the evening before as well as today', async () => {
    const { db } = await getTestDatabase();
    const habitId = await createReader(db, 'logger', { timezone: 'Europe/London', seenDaysAgo: 0 });
    await db
      .update(habitLogs)
      .set({ valueBoolean: false, isComplete: false })
      .where(and(eq(habitLogs.habitId, habitId), eq(habitLogs.date, '2026-03-01')));
    expect((await keptFigures(db, 'logger', habitId))?.asOf).toBeNull();

    expect(await warmHabitStats(db, now)).toBe(1);

    // Undone yesterday: the streak broke.
    expect(await keptFigures(db, 'logger', habitId)).toEqual({ asOf: '2026-03-02', currentStreak: 0 });
  });
});

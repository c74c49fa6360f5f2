import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isReadOnlyDatabase } from '../../db/database-errors';
import { habitStats, habits } from '../../db/schema';

export type THabitStats = { current_streak: number; best_streak: number; strength: number };

/** A habit's figures with the revision of habit_stats read beside the logs they came from. */
export type TComputedHabitStats = THabitStats & { revision: number | null };

/**
 * The version of the rule behind the figures (computeScheduledStreaksOfDays, the strength score). Raise it
 * when either changes, so rows computed by the old rule are computed again rather than served for the day.
 */
export const habitStatsRule = 1;

export type TCachedHabitStats = {
  /** The habits whose row holds today's figures by this rule, with them. */
  fresh: Map<string, THabitStats>;
  /** The habits to compute: stale, of another day or rule, or never computed. */
  stale: string[];
  /** Of those, the ones with no row yet. */
  unrecorded: string[];
};

/** Every habit of the user, with its cached figures where they hold for `today` (decision 0051). */
export async function readCachedHabitStats(
  db: Database,
  userId: string,
  today: string,
): Promise<TCachedHabitStats> {
  const rows = await db
    .select({
      habitId: habits.id,
      recorded: sql<boolean>`${habitStats.habitId} is not null`,
      asOf: habitStats.asOf,
      rule: habitStats.rule,
      currentStreak: habitStats.currentStreak,
      bestStreak: habitStats.bestStreak,
      strength: habitStats.strength,
    })
    .from(habits)
    .leftJoin(habitStats, and(eq(habitStats.userId, habits.userId), eq(habitStats.habitId, habits.id)))
    .where(eq(habits.userId, userId));
  const cached: TCachedHabitStats = { fresh: new Map(), stale: [], unrecorded: [] };
  for (const row of rows) {
    if (row.asOf === today && row.rule === habitStatsRule) {
      cached.fresh.set(row.habitId, {
        current_streak: row.currentStreak ?? 0,
        best_streak: row.bestStreak ?? 0,
        strength: row.strength ?? 0,
      });
    } else {
      cached.stale.push(row.habitId);
      if (!row.recorded) cached.unrecorded.push(row.habitId);
    }
  }
  return cached;
}

/**
 * Makes the rows of habits never computed, before their logs are read: a log written from then on raises the
 * row's revision, so figures computed from the older logs are not stored. False where nothing can be
 * written (a read replica): the figures are then computed and not kept.
 */
export async function recordHabitStatsRows(
  db: Database,
  userId: string,
  habitIds: string[],
): Promise<boolean> {
  try {
    await db
      .insert(habitStats)
      .select(
        db
          .select({
            userId: habits.userId,
            habitId: habits.id,
            revision: sql<number>`1`.as('revision'),
            asOf: sql<string | null>`null`.as('as_of'),
            rule: sql<number | null>`null`.as('rule'),
            currentStreak: sql<number | null>`null`.as('current_streak'),
            bestStreak: sql<number | null>`null`.as('best_streak'),
            strength: sql<number | null>`null`.as('strength'),
          })
          .from(habits)
          .where(and(eq(habits.userId, userId), inArray(habits.id, habitIds))),
      )
      .onConflictDoNothing();
    return true;
  } catch (error) {
    if (isReadOnlyDatabase(error)) return false;
    throw error;
  }
}

/**
 * Keeps the figures as of `today`, each only if its row's revision is still the one read with its logs: a
 * change since (a log, a pause, a new schedule) raised it, and the figures are left to the next read. Figures
 * of a later day are kept over these: the streak-broken job reads as of yesterday, the pages as of today.
 */
export async function storeHabitStats(
  db: Database,
  userId: string,
  today: string,
  computed: ReadonlyMap<string, TComputedHabitStats>,
): Promise<void> {
  const values = [...computed]
    .filter(([, stats]) => stats.revision !== null)
    .map(
      ([habitId, stats]) =>
        sql`(${habitId}::uuid, ${stats.revision}::int, ${stats.current_streak}::int, ${stats.best_streak}::int, ${stats.strength}::float8)`,
    );
  if (values.length === 0) return;
  try {
    await db.execute(sql`update ${habitStats}
    set as_of = ${today}::date, rule = ${habitStatsRule}, current_streak = v.current_streak,
      best_streak = v.best_streak, strength = v.strength
    from (values ${sql.join(values, sql`, `)}) as v(habit_id, revision, current_streak, best_streak, strength)
    where ${habitStats.userId} = ${userId} and ${habitStats.habitId} = v.habit_id
      and ${habitStats.revision} = v.revision
      and (${habitStats.asOf} is null or ${habitStats.asOf} <= ${today}::date)`);
  } catch (error) {
    if (!isReadOnlyDatabase(error)) throw error;
  }
}

import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { dailyStrengthMultiplier } from '../../../domain/habits/compute-strength';
import { periodAnchor, scheduleFromColumns } from '../../../domain/habits/habit-schedule';
import { buildIsPaused } from '../../../domain/habits/pause-ranges';
import {
  computeScheduledStreaksOfDays,
  computeScheduledStrengthOfProgress,
  isPlainDaily,
} from '../../../domain/habits/scheduled-stats';
import type { Database } from '../../db/client';
import { habitLogs, habitPauses, habitStats, habits, userPreferences } from '../../db/schema';
import { loadUserPauses, pausesOfHabit } from './habit-pauses';
import {
  readCachedHabitStats,
  recordHabitStatsRows,
  storeHabitStats,
  type TComputedHabitStats,
  type THabitStats,
} from './habit-stats-cache';

export type { THabitStats };

/**
 * Older days weigh 0.948^400 ≈ 5e-10 in the strength score, so the score reads only this window.
 */
export const strengthWindowDays = 400;

/**
 * computeProgress of src/domain/habits/habit-log-value.ts: a day's share of the habit, 0 to 1.
 * PostgreSQL raises an error when a float8 product or quotient underflows, so values too small to
 * matter (below 1e-200) count as 0: the share then stays above 1e-205 and its weighted term above 1e-214.
 */
const progressSql = sql`case
  when ${habits.type} = 'number' and ${habits.target} > 0 then case
    when coalesce(${habitLogs.valueNumber}, 0) >= ${habits.target} then 1
    when coalesce(${habitLogs.valueNumber}, 0) < 1e-200 then 0
    else ${habitLogs.valueNumber} / ${habits.target}
  end
  when ${habits.type} = 'number' then (coalesce(${habitLogs.valueNumber}, 0) > 0)::int
  else (${habitLogs.valueBoolean} is true)::int
end`;

/**
 * Each habit's streaks and strength as of `today`, the tracker's figures, wherever they are shown. They are
 * kept in habit_stats (decision 0051): a read computes only the habits whose logs, schedule or pauses
 * changed since, or all of them on a new day, so the coach's first token after "what's my best streak?"
 * does not wait for every completed day of five years.
 */
export async function loadHabitStats(
  db: Database,
  userId: string,
  today: string,
): Promise<Map<string, THabitStats>> {
  const { fresh, stale, unrecorded } = await readCachedHabitStats(db, userId, today);
  if (stale.length === 0) return fresh;
  const writable = unrecorded.length === 0 || (await recordHabitStatsRows(db, userId, unrecorded));
  const computed = await computeHabitStats(db, userId, today, stale);
  if (writable) await storeHabitStats(db, userId, today, computed);
  for (const [habitId, { revision: _, ...stats }] of computed) fresh.set(habitId, stats);
  return fresh;
}

/**
 * Some habits' streaks and strength as of `today`, computed from their logs. Five years of daily logs are
 * ~60,000 rows, too many to ship one by one, so the database sends a row per habit: per habit its completed
 * days as one text of epoch-day numbers in date order (read straight off the partial index
 * `habit_logs_completed_idx`), and its strength score, aggregated in SQL.
 *
 * Streaks are then computeStreaksOfDays, the domain's own rule. They were "gaps and islands" in SQL
 * before (a window function and two hash aggregates over every completed day), which cost PGlite
 * twice as long as shipping the days as text (decision 0005). The strength score's moving average,
 * unrolled, is (1 - m) · Σ progress(day) · m^(today - day); load-habit-stats.test.ts checks it
 * against computeStrength on random histories.
 */
export async function computeHabitStats(
  db: Database,
  userId: string,
  today: string,
  habitIds: readonly string[],
): Promise<Map<string, TComputedHabitStats>> {
  const rows = await habitStatsQuery(db, userId, today, [...habitIds]);
  // After the logs, never before: a pause or week start changed in between raised the revision read above,
  // so figures mixing it with older logs are not stored.
  const [weekStart, pauses] = await Promise.all([loadWeekStart(db, userId), loadUserPauses(db, userId)]);

  const todayNumber = toEpochDay(today);
  const anchor = periodAnchor(weekStart);
  return new Map(
    rows.map((row) => {
      const days = row.days ? row.days.split(',').map(Number) : [];
      const ranges = pausesOfHabit(pauses, row.habitId);
      const context = {
        schedule: scheduleFromColumns(row.freqNum, row.freqDen, row.weekdays),
        anchor,
        isPaused: buildIsPaused(ranges),
      };
      const plain = isPlainDaily(context, ranges.length > 0);
      const streaks = computeScheduledStreaksOfDays(days, todayNumber, context, ranges.length > 0);
      const score = plain
        ? row.strength
        : computeScheduledStrengthOfProgress(readProgress(days, row.progress), todayNumber, context);
      return [
        row.habitId,
        {
          current_streak: streaks.current,
          best_streak: streaks.best,
          strength: Math.min(Math.max(score, 0), 1),
          revision: row.revision,
        },
      ];
    }),
  );
}

/** What one habitStatsQuery reads: some habits of one user, as of a day. */
type TStatsScope = { db: Database; userId: string; today: string; ids: string[] };

/** The query behind computeHabitStats: a row per habit of `ids`, with its completed days and strength. */
export function habitStatsQuery(db: Database, userId: string, today: string, ids: string[]) {
  const scope = { db, userId, today, ids };
  const completed = completedDaysOf(scope);
  const strength = strengthOf(scope);
  const progress = shortDaysOf(scope);
  return db
    .with(completed, strength, progress)
    .select({
      habitId: habits.id,
      freqNum: habits.freqNum,
      freqDen: habits.freqDen,
      weekdays: habits.weekdays,
      days: completed.days,
      progress: progress.days,
      strength: sql`coalesce(${strength.score}, 0)`.mapWith(Number),
      // Read in the same statement as the logs: the figures hold for this revision (habit-stats-cache.ts).
      revision: habitStats.revision,
    })
    .from(habits)
    .leftJoin(completed, eq(completed.habitId, habits.id))
    .leftJoin(strength, eq(strength.habitId, habits.id))
    .leftJoin(progress, eq(progress.habitId, habits.id))
    .leftJoin(habitStats, and(eq(habitStats.userId, habits.userId), eq(habitStats.habitId, habits.id)))
    .where(and(eq(habits.userId, userId), inArray(habits.id, ids)));
}

/** Per habit, its completed days as one text of epoch-day numbers in date order. */
function completedDaysOf({ db, userId, today, ids }: TStatsScope) {
  return db.$with('completed').as(
    db
      .select({
        habitId: habitLogs.habitId,
        days: sql<string>`string_agg((${habitLogs.date} - date '1970-01-01')::text, ',' order by ${habitLogs.date})`.as(
          'days',
        ),
      })
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          inArray(habitLogs.habitId, ids),
          eq(habitLogs.isComplete, true),
          lte(habitLogs.date, today),
        ),
      )
      .groupBy(habitLogs.habitId),
  );
}

/** Per habit, the plain daily strength score: the moving average unrolled into one sum. */
function strengthOf({ db, userId, today, ids }: TStatsScope) {
  const m = dailyStrengthMultiplier;
  return db.$with('strength').as(
    db
      .select({
        habitId: habitLogs.habitId,
        score:
          sql<number>`(1 - ${m}::float8) * sum(${progressSql} * power(${m}::float8, ${today}::date - ${habitLogs.date}))`.as(
            'score',
          ),
      })
      .from(habitLogs)
      .innerJoin(habits, and(eq(habits.userId, habitLogs.userId), eq(habits.id, habitLogs.habitId)))
      .where(
        and(
          eq(habitLogs.userId, userId),
          inArray(habitLogs.habitId, ids),
          gt(habitLogs.date, addDays(today, -strengthWindowDays)),
          lte(habitLogs.date, today),
        ),
      )
      .groupBy(habitLogs.habitId),
  );
}

/**
 * Per scheduled or paused habit, its completed days short of their target with their share: such a habit
 * scores its days through a rolling window and skips its rest and paused days, which no sum over the logs
 * expresses, so the domain scores them.
 */
function shortDaysOf({ db, userId, today, ids }: TStatsScope) {
  return db.$with('progress').as(
    db
      .select({
        habitId: habitLogs.habitId,
        days: sql<string>`string_agg((${habitLogs.date} - date '1970-01-01')::text || ':' || (${progressSql})::float8::text, ',')`.as(
          'progress_days',
        ),
      })
      .from(habitLogs)
      .innerJoin(habits, and(eq(habits.userId, habitLogs.userId), eq(habits.id, habitLogs.habitId)))
      .where(
        and(
          eq(habitLogs.userId, userId),
          lte(habitLogs.date, today),
          // A day not complete has progress 0, and most complete days have 1 (every yes/no one): only
          // the complete days short of their target need their share sent.
          eq(habitLogs.isComplete, true),
          sql`${progressSql} < 1`,
          // The habits on a schedule or paused, found once (50 rows), not per log.
          inArray(
            habitLogs.habitId,
            db
              .select({ id: habits.id })
              .from(habits)
              .where(and(eq(habits.userId, userId), inArray(habits.id, ids), scheduledSql)),
          ),
        ),
      )
      .groupBy(habitLogs.habitId),
  );
}

/** Habits whose stats are not the plain daily ones: on a schedule, or with a pause (their own or a vacation). */
const scheduledSql = sql`(${habits.freqNum} <> ${habits.freqDen} or ${habits.weekdays} is not null or exists (
  select 1 from ${habitPauses} where ${habitPauses.userId} = ${habits.userId}
    and (${habitPauses.habitId} = ${habits.id} or ${habitPauses.habitId} is null)))`;

/** Each completed day's progress: 1, unless its share short of the target was sent. */
function readProgress(completedDays: readonly number[], text: string | null): Map<number, number> {
  const progressByDay = new Map<number, number>(completedDays.map((day) => [day, 1]));
  if (!text) return progressByDay;
  for (const pair of text.split(',')) {
    const [day, value] = pair.split(':').map(Number) as [number, number];
    progressByDay.set(day, value);
  }
  return progressByDay;
}

/** The user's first day of the week, where periods of "times in days" start. */
export async function loadWeekStart(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ weekStart: userPreferences.weekStart })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.weekStart ?? 'monday';
}

import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { dailyStrengthMultiplier } from '../../../domain/habits/compute-strength';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';

export type THabitStats = { current_streak: number; best_streak: number; strength: number };

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
 * Each habit's streaks and strength as of `today`, aggregated in the database: five years of daily
 * logs are ~60,000 rows, too many to ship to the server for every page load, and only 50 numbers
 * come back. The rules are those of computeStreaks and computeStrength in src/domain/habits, which
 * stay the reference: load-habit-stats.test.ts checks that both agree on random histories.
 *
 * Streaks are "gaps and islands": within a habit, consecutive days share `date - row_number`. The
 * strength score's moving average, unrolled, is (1 - m) · Σ progress(day) · m^(today - day).
 */
export async function loadHabitStats(
  db: Database,
  userId: string,
  today: string,
): Promise<Map<string, THabitStats>> {
  const completed = db.$with('completed').as(
    db
      .select({
        habitId: habitLogs.habitId,
        date: habitLogs.date,
        run: sql<string>`${habitLogs.date} - (row_number() over (partition by ${habitLogs.habitId} order by ${habitLogs.date}))::int`.as(
          'run',
        ),
      })
      .from(habitLogs)
      .where(and(eq(habitLogs.userId, userId), eq(habitLogs.isComplete, true), lte(habitLogs.date, today))),
  );
  const runs = db.$with('runs').as(
    db
      .select({
        habitId: completed.habitId,
        length: sql<number>`count(*)::int`.as('length'),
        lastDay: sql<string>`max(${completed.date})`.as('last_day'),
      })
      .from(completed)
      .groupBy(completed.habitId, completed.run),
  );
  const streaks = db.$with('streaks').as(
    db
      .select({
        habitId: runs.habitId,
        best: sql<number>`max(${runs.length})`.as('best'),
        // A run that ends yesterday is still alive: today is not over yet.
        current:
          sql<number>`max(${runs.length}) filter (where ${runs.lastDay} >= ${addDays(today, -1)}::date)`.as(
            'current',
          ),
      })
      .from(runs)
      .groupBy(runs.habitId),
  );
  const m = dailyStrengthMultiplier;
  const strength = db.$with('strength').as(
    db
      .select({
        habitId: habitLogs.habitId,
        score:
          sql<number>`(1 - ${m}::float8) * sum(${progressSql} * power(${m}::float8, ${today}::date - ${habitLogs.date}))`.as(
            'score',
          ),
      })
      .from(habitLogs)
      .innerJoin(habits, eq(habits.id, habitLogs.habitId))
      .where(
        and(
          eq(habitLogs.userId, userId),
          gt(habitLogs.date, addDays(today, -strengthWindowDays)),
          lte(habitLogs.date, today),
        ),
      )
      .groupBy(habitLogs.habitId),
  );

  const rows = await db
    .with(completed, runs, streaks, strength)
    .select({
      habitId: habits.id,
      best: sql`coalesce(${streaks.best}, 0)`.mapWith(Number),
      current: sql`coalesce(${streaks.current}, 0)`.mapWith(Number),
      strength: sql`coalesce(${strength.score}, 0)`.mapWith(Number),
    })
    .from(habits)
    .leftJoin(streaks, eq(streaks.habitId, habits.id))
    .leftJoin(strength, eq(strength.habitId, habits.id))
    .where(eq(habits.userId, userId));

  return new Map(
    rows.map((row) => [
      row.habitId,
      {
        current_streak: row.current,
        best_streak: row.best,
        strength: Math.min(Math.max(row.strength, 0), 1),
      },
    ]),
  );
}

import { eq, gt, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates/date-key';
import { todayInTimeZone } from '../../../domain/dates/today-in-time-zone';
import type { Database } from '../../db/client';
import { habitStats, sessions, userPreferences } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { startRepeatingJob, type TRepeatingJob } from '../../lib/repeating-job';
import { oncePerPeriod } from '../job-leases';
import { loadHabitStats } from './load-habit-stats';

/** Only users seen this recently are kept warm: figures nobody comes back to read are not worth a daily computation. */
const activeWithinDays = 7;

/** At most this many users per sweep, so one sweep never holds the database for long; the next takes the rest. */
export const usersWarmedPerSweep = 200;

const dayMs = 86_400_000;

/** Stands for a stale row's missing day: older than any day figures are kept for. */
const oldestDay = '0001-01-01';

function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Users with a habit whose kept figures (habit_stats) are stale or of a day before their today, and who were
 * signed in within the last week. Every time zone's today lies within a day of UTC's, so SQL keeps the users
 * whose oldest figures are older than tomorrow in UTC, and the user's own clock, the app's one rule for
 * "today" (todayInTimeZone), decides the rest. A stale row (no as_of: a log since) counts as oldest.
 */
async function findUsersWithEarlierDaysFigures(db: Database, now: Date) {
  const rows = await db
    .select({
      userId: habitStats.userId,
      timezone: userPreferences.timezone,
      oldest: sql<string>`min(coalesce(${habitStats.asOf}, ${oldestDay}::date))::text`,
    })
    .from(habitStats)
    .leftJoin(userPreferences, eq(userPreferences.userId, habitStats.userId))
    .where(
      sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${habitStats.userId}
        and ${gt(sessions.updatedAt, new Date(now.getTime() - activeWithinDays * dayMs))})`,
    )
    .groupBy(habitStats.userId, userPreferences.timezone)
    .having(sql`min(coalesce(${habitStats.asOf}, ${oldestDay}::date)) < ${addDays(isoDay(now), 1)}::date`)
    .orderBy(sql`3`);
  return rows.flatMap(({ userId, timezone, oldest }) => {
    const today = todayInTimeZone(now, timezone ?? 'UTC');
    return oldest < today ? [{ userId, today }] : [];
  });
}

/**
 * Computes the new day's figures of recently active users once their day has turned, so the first streak
 * question or Today page of the day reads kept figures instead of waiting for every habit's history
 * (decision 0051, "the day's first read"). Returns how many users it warmed.
 */
export async function warmHabitStats(db: Database, now = new Date()): Promise<number> {
  const due = (await findUsersWithEarlierDaysFigures(db, now)).slice(0, usersWarmedPerSweep);
  for (const { userId, today } of due) await loadHabitStats(db, userId, today);
  return due.length;
}

const sweepEveryMs = 15 * 60_000;

/**
 * The warm-up, in one server process per period however many run (job-leases.ts): a user's figures are
 * ready within a quarter of an hour of their midnight.
 */
export function startHabitStatsWarmUp({ db, logger }: { db: Database; logger: Logger }): TRepeatingJob {
  return startRepeatingJob({
    what: 'Computing the new day’s habit figures',
    everyMs: sweepEveryMs,
    logger,
    run: oncePerPeriod(db, 'warm-habit-stats', sweepEveryMs, () => warmHabitStats(db)),
  });
}

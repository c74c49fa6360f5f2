import { and, asc, eq } from 'drizzle-orm';
import { isDateKey } from '../../../domain/dates/date-key';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';
import { loadUserClock } from '../load-user-today';
import { invalidInput } from '../service-error';
import { loadHabitStats, type THabitStats } from './load-habit-stats';
import { presentHabit, type THabitDto } from './present-habit';
import { presentHabitLog, type THabitLogDto } from './present-habit-log';

export type THabitOfDay = THabitDto & { log: THabitLogDto | null; stats: THabitStats };

const noStats: THabitStats = { current_streak: 0, best_streak: 0, strength: 0 };

/**
 * The tracker's view of one day: every habit in the user's order with that day's log, and each
 * habit's streaks and strength as of the user's today. The time zone comes along so the page can tell
 * when its today has passed (a timer started after midnight belongs to the new day).
 */
export async function listHabitsForDay(
  db: Database,
  userId: string,
  query: { date?: string; include_archived?: boolean },
  now = new Date(),
): Promise<{ today: string; timezone: string; date: string; habits: THabitOfDay[] }> {
  const { today, timezone } = await loadUserClock(db, userId, now);
  const date = query.date ?? today;
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);

  // PGlite answers on this thread and holds it for the aggregates: the requests that came in beside
  // this one (a first load preloads the page's scripts with it) are answered first.
  await new Promise((resolve) => setImmediate(resolve));
  const [habitRows, dayLogRows, statsByHabit] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), query.include_archived ? undefined : eq(habits.active, true)))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select()
      .from(habitLogs)
      .where(and(eq(habitLogs.userId, userId), eq(habitLogs.date, date))),
    loadHabitStats(db, userId, today),
  ]);

  const logByHabit = new Map(dayLogRows.map((row) => [row.habitId, presentHabitLog(row)]));
  return {
    today,
    timezone,
    date,
    habits: habitRows.map((habit) => ({
      ...presentHabit(habit),
      log: logByHabit.get(habit.id) ?? null,
      stats: statsByHabit.get(habit.id) ?? noStats,
    })),
  };
}

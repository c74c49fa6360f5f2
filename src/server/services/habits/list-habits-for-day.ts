import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, isDateKey, toEpochDay } from '../../../domain/dates/date-key';
import { describeHabitDay, type THabitDay } from '../../../domain/habits/habit-day-state';
import { periodAnchor, scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import { buildIsPaused, findCurrentPause, type TPauseRange } from '../../../domain/habits/pause-ranges';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';
import { loadUserClock } from '../load-user-today';
import { invalidInput } from '../service-error';
import { loadUserPauses, pausesOfHabit } from './habit-pauses';
import { loadHabitStats, loadWeekStart, type THabitStats } from './load-habit-stats';
import { presentHabit, type THabitDto } from './present-habit';
import { habitLogAnswerColumns, presentHabitLog, type THabitLogDto } from './present-habit-log';

export type THabitOfDay = THabitDto & {
  log: THabitLogDto | null;
  stats: THabitStats;
  day: THabitDay;
  /** The habit's own pause that holds the date or comes next; null when none. */
  pause: TPauseRange | null;
  /** Every range the habit is paused in, its own and the account's vacations, for its heatmap. */
  paused_ranges: TPauseRange[];
};

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
): Promise<{
  today: string;
  timezone: string;
  date: string;
  vacation: TPauseRange | null;
  habits: THabitOfDay[];
}> {
  const { today, timezone } = await loadUserClock(db, userId, now);
  const date = query.date ?? today;
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);

  // PGlite answers on this thread and holds it for the aggregates: the requests that came in beside
  // this one (a first load preloads the page's scripts with it) are answered first.
  await new Promise((resolve) => setImmediate(resolve));
  const dayNumber = toEpochDay(date);
  const shared = { weekStart: loadWeekStart(db, userId), pauses: loadUserPauses(db, userId) };
  const [habitRows, dayLogRows, statsByHabit, periodRows, weekStart, pauses] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), query.include_archived ? undefined : eq(habits.active, true)))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select(habitLogAnswerColumns)
      .from(habitLogs)
      .where(and(eq(habitLogs.userId, userId), eq(habitLogs.date, date))),
    loadHabitStats(db, userId, today, shared),
    // The completed days of the periods around the date, for what is due or still open that period.
    db
      .select({ habitId: habitLogs.habitId, date: habitLogs.date })
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          eq(habitLogs.isComplete, true),
          gte(habitLogs.date, addDays(date, -scheduleDaysMax)),
          lte(habitLogs.date, addDays(date, scheduleDaysMax)),
        ),
      ),
    shared.weekStart,
    shared.pauses,
  ]);
  const completedByHabit = new Map<string, Set<number>>();
  for (const row of periodRows) {
    const days = completedByHabit.get(row.habitId) ?? new Set<number>();
    days.add(toEpochDay(row.date));
    completedByHabit.set(row.habitId, days);
  }
  const anchor = periodAnchor(weekStart);

  const logByHabit = new Map(dayLogRows.map((row) => [row.habitId, presentHabitLog(row)]));
  return {
    today,
    timezone,
    date,
    vacation: findCurrentPause(pauses.vacation, today),
    habits: habitRows.map((habit) => {
      const presented = presentHabit(habit);
      const completed = completedByHabit.get(habit.id) ?? new Set<number>();
      const ranges = pausesOfHabit(pauses, habit.id);
      return {
        ...presented,
        log: logByHabit.get(habit.id) ?? null,
        stats: statsByHabit.get(habit.id) ?? noStats,
        day: describeHabitDay(presented.schedule, anchor, dayNumber, completed, buildIsPaused(ranges)),
        pause: findCurrentPause(pauses.byHabit.get(habit.id) ?? [], today),
        paused_ranges: ranges,
      };
    }),
  };
}

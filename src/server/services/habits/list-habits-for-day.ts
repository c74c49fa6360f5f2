import { and, asc, eq } from 'drizzle-orm';
import { addDays, isDateKey, toEpochDay } from '../../../domain/dates/date-key';
import { describeHabitDay, type THabitDay } from '../../../domain/habits/habit-day-state';
import {
  judgeHabitDay,
  type TDayTally,
  type THabitDayVerdict,
  tallyVerdicts,
} from '../../../domain/habits/habit-day-verdict';
import { periodAnchor, scheduleDaysMax } from '../../../domain/habits/habit-schedule';
import { buildIsPaused, findCurrentPause, type TPauseRange } from '../../../domain/habits/pause-ranges';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';
import { loadUserClock } from '../load-user-today';
import { invalidInput } from '../service-error';
import { loadUserPauses, pausesOfHabit } from './habit-pauses';
import { loadHabitHistories } from './load-habit-histories';
import { loadHabitStats, loadWeekStart, type THabitStats } from './load-habit-stats';
import { presentHabit, type THabitDto } from './present-habit';
import { habitLogAnswerColumns, presentHabitLog, type THabitLogDto } from './present-habit-log';

export type THabitOfDay = THabitDto & {
  log: THabitLogDto | null;
  stats: THabitStats;
  day: THabitDay & { verdict: THabitDayVerdict };
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
  summary: TDayTally;
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
  const [habitRows, dayLogRows, statsByHabit, histories, weekStart, pauses] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), query.include_archived ? undefined : eq(habits.active, true)))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select(habitLogAnswerColumns)
      .from(habitLogs)
      .where(and(eq(habitLogs.userId, userId), eq(habitLogs.date, date))),
    loadHabitStats(db, userId, today),
    // The met days of the periods around the date: what is due, open or met that period (decision 0031).
    loadHabitHistories(
      db,
      userId,
      { from: addDays(date, -scheduleDaysMax), to: addDays(date, scheduleDaysMax) },
      { timezone, weekStart: shared.weekStart },
      { includeArchived: true, pauses: shared.pauses },
    ),
    shared.weekStart,
    shared.pauses,
  ]);
  const historyByHabit = new Map(histories.map((entry) => [entry.id, entry.history]));
  const anchor = periodAnchor(weekStart);
  const todayNumber = toEpochDay(today);
  const logByHabit = new Map(dayLogRows.map((row) => [row.habitId, presentHabitLog(row)]));
  const dayHabits = habitRows.map((habit): THabitOfDay => {
    const presented = presentHabit(habit);
    const history = historyByHabit.get(habit.id);
    const met = new Set(
      [...(history?.amountByDay ?? [])].filter(([, amount]) => amount === 'met').map(([day]) => day),
    );
    const ranges = pausesOfHabit(pauses, habit.id);
    return {
      ...presented,
      log: logByHabit.get(habit.id) ?? null,
      stats: statsByHabit.get(habit.id) ?? noStats,
      day: {
        ...describeHabitDay(presented.schedule, anchor, dayNumber, met, buildIsPaused(ranges)),
        verdict: history ? judgeHabitDay(history, dayNumber, todayNumber) : 'before-start',
      },
      pause: findCurrentPause(pauses.byHabit.get(habit.id) ?? [], today),
      paused_ranges: ranges,
    };
  });
  return {
    today,
    timezone,
    date,
    vacation: findCurrentPause(pauses.vacation, today),
    // The header's "N of M done": archived habits shown on request are not asked of anyone.
    summary: tallyVerdicts(dayHabits.filter((habit) => habit.active).map((habit) => habit.day.verdict)),
    habits: dayHabits,
  };
}

import { and, asc, eq, gte, or } from 'drizzle-orm';
import { addDays, isDateKey } from '../../../domain/dates/date-key';
import { computeStreaks } from '../../../domain/habits/compute-streaks';
import { computeStrength } from '../../../domain/habits/compute-strength';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { presentHabit, type THabitDto } from './present-habit';
import { presentHabitLog, type THabitLogDto } from './present-habit-log';

/**
 * Older logs weigh 0.948^400 ≈ 5e-10 in the strength score, so the score reads only this window; the
 * streaks read every completed date, fetched as two narrow columns (the full rows of five years are slow).
 */
const strengthWindowDays = 400;

export type THabitStats = { current_streak: number; best_streak: number; strength: number };

export type THabitOfDay = THabitDto & { log: THabitLogDto | null; stats: THabitStats };

/**
 * The tracker's view of one day: every habit in the user's order with that day's log, and each
 * habit's streaks and strength as of the user's today.
 */
export async function listHabitsForDay(
  db: Database,
  userId: string,
  query: { date?: string; include_archived?: boolean },
  now = new Date(),
): Promise<{ today: string; date: string; habits: THabitOfDay[] }> {
  const today = await loadUserToday(db, userId, now);
  const date = query.date ?? today;
  if (!isDateKey(date)) throw invalidInput([`Invalid date format: ${date}`]);

  const [habitRows, logRows, completedRows] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), query.include_archived ? undefined : eq(habits.active, true)))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db
      .select()
      .from(habitLogs)
      .where(
        and(
          eq(habitLogs.userId, userId),
          or(gte(habitLogs.date, addDays(today, -strengthWindowDays)), eq(habitLogs.date, date)),
        ),
      ),
    db
      .select({ habitId: habitLogs.habitId, date: habitLogs.date })
      .from(habitLogs)
      .where(and(eq(habitLogs.userId, userId), eq(habitLogs.isComplete, true))),
  ]);

  const logsByHabit = groupByHabit(logRows.map(presentHabitLog), (log) => log.habit_id);
  const completedByHabit = groupByHabit(completedRows, (row) => row.habitId);
  return {
    today,
    date,
    habits: habitRows.map((habit) => {
      const logs = logsByHabit.get(habit.id) ?? [];
      const streaks = computeStreaks(
        (completedByHabit.get(habit.id) ?? []).map((row) => row.date),
        today,
      );
      const dayLog = logs.find((log) => log.date === date) ?? null;
      return {
        ...presentHabit(habit),
        log: dayLog,
        stats: {
          current_streak: streaks.current,
          best_streak: streaks.best,
          strength: computeStrength(
            { type: habit.type, target: habit.target, created_at: habit.createdAt },
            logs,
            today,
          ),
        },
      };
    }),
  };
}

function groupByHabit<T>(items: T[], habitIdOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(habitIdOf(item));
    if (group) group.push(item);
    else groups.set(habitIdOf(item), [item]);
  }
  return groups;
}

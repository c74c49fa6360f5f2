import { and, asc, eq } from 'drizzle-orm';
import { isDateKey } from '../../../domain/dates/date-key';
import { computeStreaks } from '../../../domain/habits/compute-streaks';
import { computeStrength } from '../../../domain/habits/compute-strength';
import type { Database } from '../../db/client';
import { habitLogs, habits } from '../../db/schema';
import { loadUserToday } from '../load-user-today';
import { invalidInput } from '../service-error';
import { presentHabit, type THabitDto } from './present-habit';
import { presentHabitLog, type THabitLogDto } from './present-habit-log';

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

  const [habitRows, logRows] = await Promise.all([
    db
      .select()
      .from(habits)
      .where(and(eq(habits.userId, userId), query.include_archived ? undefined : eq(habits.active, true)))
      .orderBy(asc(habits.sortOrder), asc(habits.createdAt)),
    db.select().from(habitLogs).where(eq(habitLogs.userId, userId)),
  ]);

  const logsByHabit = new Map<string, THabitLogDto[]>();
  for (const row of logRows) {
    const log = presentHabitLog(row);
    const logs = logsByHabit.get(log.habit_id);
    if (logs) logs.push(log);
    else logsByHabit.set(log.habit_id, [log]);
  }
  return {
    today,
    date,
    habits: habitRows.map((habit) => {
      const logs = logsByHabit.get(habit.id) ?? [];
      const streaks = computeStreaks(
        logs.filter((log) => log.is_complete).map((log) => log.date),
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

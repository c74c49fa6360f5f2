import { isDateKey, normalizeDateKey, toEpochDay } from '../dates/date-key';
import { computeProgress, type THabitForLog, type THabitLogInput } from './habit-log-value';

/**
 * Loop Habit Tracker's daily decay, 0.5^(sqrt(frequency) / 13) with frequency 1 for a daily habit:
 * a habit done every day reaches half strength after 13 days. See docs/habit-strength.md.
 */
export const dailyStrengthMultiplier = 0.5 ** (Math.sqrt(1) / 13);

export type THabitForStrength = THabitForLog & { created_at: string | Date };
export type TLogForStrength = { date: string } & Pick<THabitLogInput, 'value_boolean' | 'value_number'>;

/** Each logged day's progress (0 to 1) by epoch day; two logs of one day count as the better one. */
export function readProgressByDay(
  habit: THabitForLog,
  logs: readonly TLogForStrength[],
): Map<number, number> {
  const progressByDay = new Map<number, number>();
  for (const log of logs) {
    if (!isDateKey(log.date)) continue;
    const day = toEpochDay(log.date);
    progressByDay.set(day, Math.max(progressByDay.get(day) ?? 0, computeProgress(habit, log)));
  }
  return progressByDay;
}

/**
 * Habit strength from 0 to 1: an exponential moving average of each day's progress, from the habit's
 * first day (its creation or its first log, whichever is earlier) up to and including today.
 * Pass created_at as the local date key when you have it; a Date is read as its UTC date.
 */
export function computeStrength(
  habit: THabitForStrength,
  logs: readonly TLogForStrength[],
  today: string,
): number {
  const progressByDay = readProgressByDay(habit, logs);
  const createdKey = normalizeDateKey(habit.created_at);
  const firstDay = Math.min(
    createdKey === null ? Number.POSITIVE_INFINITY : toEpochDay(createdKey),
    ...progressByDay.keys(),
  );
  const lastDay = toEpochDay(today);
  let score = 0;
  for (let day = firstDay; day <= lastDay; day += 1) {
    score = score * dailyStrengthMultiplier + (progressByDay.get(day) ?? 0) * (1 - dailyStrengthMultiplier);
  }
  return score;
}

import { addDays, isDateKey, normalizeDateKey } from '../dates/date-key';
import { computeProgress, type THabitForLog, type THabitLogInput } from './habit-log-value';

/**
 * Loop Habit Tracker's daily decay, 0.5^(sqrt(frequency) / 13) with frequency 1 for a daily habit:
 * a habit done every day reaches half strength after 13 days. See docs/habit-strength.md.
 */
export const dailyStrengthMultiplier = 0.5 ** (Math.sqrt(1) / 13);

export type THabitForStrength = THabitForLog & { created_at: string | Date };
export type TLogForStrength = { date: string } & Pick<THabitLogInput, 'value_boolean' | 'value_number'>;

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
  const progressByDay = new Map<string, number>();
  for (const log of logs) {
    const progress = computeProgress(habit, log);
    progressByDay.set(log.date, Math.max(progressByDay.get(log.date) ?? 0, progress));
  }
  const firstDay = [normalizeDateKey(habit.created_at), ...progressByDay.keys()].filter(isDateKey).sort()[0];
  let score = 0;
  for (let day = firstDay; day !== undefined && day <= today; day = addDays(day, 1)) {
    score = score * dailyStrengthMultiplier + (progressByDay.get(day) ?? 0) * (1 - dailyStrengthMultiplier);
  }
  return score;
}

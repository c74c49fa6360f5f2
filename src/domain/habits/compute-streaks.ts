import { isDateKey, toEpochDay } from '../dates/date-key';

export type TStreaks = { current: number; best: number };

/**
 * Streaks of consecutive completed days. The current streak counts back from today, or from yesterday
 * while today is not done yet: a streak is not broken until the day is over. Days after today are
 * ignored, and so is anything that is not a date key.
 */
export function computeStreaks(completedDates: readonly string[], today: string): TStreaks {
  const days = completedDates
    .filter(isDateKey)
    .map(toEpochDay)
    .sort((a, b) => a - b);
  return computeStreaksOfDays(days, toEpochDay(today));
}

/**
 * computeStreaks over epoch days (toEpochDay) already in ascending order, repeats allowed: the form
 * the server reads five years of completed days in, without a date key per day.
 */
export function computeStreaksOfDays(ascendingDays: readonly number[], today: number): TStreaks {
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of ascendingDays) {
    if (day > today) break;
    if (day === previous) continue;
    run = previous !== undefined && day - previous === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const current = previous !== undefined && previous >= today - 1 ? run : 0;
  return { current, best };
}

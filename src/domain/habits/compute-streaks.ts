import { isDateKey, toEpochDay } from '../dates/date-key';

export type TStreaks = { current: number; best: number };

/**
 * Streaks of consecutive completed days. The current streak counts back from today, or from yesterday
 * while today is not done yet: a streak is not broken until the day is over. Days after today are
 * ignored, and so is anything that is not a date key.
 */
export function computeStreaks(completedDates: readonly string[], today: string): TStreaks {
  const todayNumber = toEpochDay(today);
  const days = completedDates
    .filter(isDateKey)
    .map(toEpochDay)
    .filter((day) => day <= todayNumber)
    .sort((a, b) => a - b);

  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    if (day === previous) continue;
    run = previous !== undefined && day - previous === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const current = previous !== undefined && previous >= todayNumber - 1 ? run : 0;
  return { current, best };
}

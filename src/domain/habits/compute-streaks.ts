import { addDays, diffDays, isDateKey } from '../dates/date-key';

export type TStreaks = { current: number; best: number };

/**
 * Streaks of consecutive completed days. The current streak counts back from today, or from yesterday
 * while today is not done yet: a streak is not broken until the day is over. Days after today are
 * ignored, and so is anything that is not a date key.
 */
export function computeStreaks(completedDates: readonly string[], today: string): TStreaks {
  const days = new Set(completedDates.filter((day) => isDateKey(day) && day <= today));
  const start = days.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (days.has(addDays(start, -current))) current += 1;

  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of [...days].sort()) {
    run = previous !== null && diffDays(day, previous) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return { current, best };
}

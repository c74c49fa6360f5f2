import { readWeekday } from '../habits/build-heatmap-grid';
import { addDays, diffDays } from './date-key';

/** The first day of the week holding `dateKey`, for weeks starting on `weekStart` (0 Sunday to 6 Saturday). */
export function startOfWeek(dateKey: string, weekStart: number): string {
  return addDays(dateKey, -((readWeekday(dateKey) - weekStart + 7) % 7));
}

/**
 * The last `count` calendar weeks up to today, oldest first, each starting on the user's week start;
 * the last one is the week in progress, ending today.
 */
export function buildWeekBuckets(today: string, weekStart: number, count: number) {
  const current = startOfWeek(today, weekStart);
  return Array.from({ length: count }, (_, index) => {
    const weeksAgo = count - 1 - index;
    const start = addDays(current, -7 * weeksAgo);
    return { week_start: start, week_end: weeksAgo === 0 ? today : addDays(start, 6), weeksAgo };
  });
}

/** How many weeks before the current one a date falls (0 for the current week), for weeks from `currentStart`. */
export function weeksBefore(dateKey: string, currentStart: string): number {
  const days = diffDays(currentStart, dateKey);
  return days <= 0 ? 0 : Math.ceil(days / 7);
}

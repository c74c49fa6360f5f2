import { addDays } from '../dates/date-key';
import type { TPeriod } from './analytics-period';

/**
 * A running total at the end of each point's bucket (a bucket runs from its point date to the day
 * before the next, the last one to the period's end): `start` plus every amount dated up to then.
 * Returns each bucket's last day beside the total.
 */
export function cumulativeAtPoints(
  pointDates: readonly string[],
  period: TPeriod,
  start: number,
  amountByDay: ReadonlyMap<string, number>,
): { end: string; total: number }[] {
  const days = [...amountByDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  let total = start;
  let index = 0;
  return pointDates.map((_, position) => {
    const end = addDays(pointDates[position + 1] ?? addDays(period.to, 1), -1);
    for (; index < days.length && (days[index]?.[0] ?? '') <= end; index += 1) {
      total += days[index]?.[1] ?? 0;
    }
    return { end, total };
  });
}

import { addDays } from '../dates/date-key';
import type { TDayTally } from '../habits/habit-day-verdict';
import type { TWeekday } from '../preferences/preference-options';
import {
  bucketStart,
  chooseBucketSize,
  countPeriodDays,
  orderedWeekdays,
  type TPeriod,
} from './analytics-period';

/** completion-rate: 0 to 1, or null when nothing was possible (no habit existed). */
export function computeCompletionRate(completed: number, possible: number): number | null {
  if (!(possible > 0)) return null;
  return Math.min(Math.max(completed / possible, 0), 1);
}

/** trend: the change of the rate in percentage points; null when either period has no rate. */
export function computeTrend(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return Math.round((current - previous) * 1000) / 10;
}

export type TRatePoint = { date: string; completed: number; possible: number; rate: number | null };

/**
 * daily-completion-rate, per day, week or month (chooseBucketSize): each point sums its days' habit-days
 * done (completed) and expected (possible), so a week is the sum of its days (decision 0031).
 */
export function computeDailyCompletion(
  period: TPeriod,
  days: ReadonlyMap<string, TDayTally>,
  weekStart: TWeekday,
): TRatePoint[] {
  const size = chooseBucketSize(period);
  const points = new Map<string, TRatePoint>();
  for (let day = period.from, index = 0; index < countPeriodDays(period); index += 1) {
    const key = bucketStart(day, size, weekStart);
    const point = points.get(key) ?? { date: key, completed: 0, possible: 0, rate: null };
    point.completed += days.get(day)?.done ?? 0;
    point.possible += days.get(day)?.expected ?? 0;
    points.set(key, point);
    day = addDays(day, 1);
  }
  return [...points.values()].map((point) => ({
    ...point,
    rate: computeCompletionRate(point.completed, point.possible),
  }));
}

export type TWeekdayRate = { weekday: number; completed: number; possible: number; rate: number | null };

/** weekday-profile of one habit, in the order of the user's week, from its tallies per weekday (0 = Sunday). */
export function computeWeekdayProfile(weekdays: readonly TDayTally[], weekStart: TWeekday): TWeekdayRate[] {
  return orderedWeekdays(weekStart).map((weekday) => {
    const { done, expected } = weekdays[weekday] ?? { done: 0, expected: 0 };
    return { weekday, completed: done, possible: expected, rate: computeCompletionRate(done, expected) };
  });
}

/** Several habits' weekday profiles summed into one. */
export function sumWeekdayProfiles(profiles: readonly TWeekdayRate[][], weekStart: TWeekday): TWeekdayRate[] {
  return orderedWeekdays(weekStart).map((weekday) => {
    let completed = 0;
    let possible = 0;
    for (const profile of profiles) {
      const entry = profile.find((item) => item.weekday === weekday);
      completed += entry?.completed ?? 0;
      possible += entry?.possible ?? 0;
    }
    return { weekday, completed, possible, rate: computeCompletionRate(completed, possible) };
  });
}

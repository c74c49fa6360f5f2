import { addDays } from '../dates/date-key';
import type { TWeekday } from '../preferences/preference-options';
import {
  bucketStart,
  chooseBucketSize,
  countPeriodDays,
  countWeekdays,
  intersectPeriods,
  orderedWeekdays,
  type TPeriod,
} from './analytics-period';

/** completion-rate: 0 to 1, or null when nothing was possible (no habit existed). */
export function computeCompletionRate(completed: number, possible: number): number | null {
  if (!(possible > 0)) return null;
  return Math.min(Math.max(completed / possible, 0), 1);
}

/** The days of a period on which a habit created on createdOn existed. */
export function habitPeriod(createdOn: string, period: TPeriod): TPeriod {
  return intersectPeriods({ from: createdOn, to: period.to }, period);
}

export function countPossibleDays(createdOn: string, period: TPeriod): number {
  return countPeriodDays(habitPeriod(createdOn, period));
}

/** trend: the change of the rate in percentage points; null when either period has no rate. */
export function computeTrend(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return Math.round((current - previous) * 1000) / 10;
}

export type TRatePoint = { date: string; completed: number; possible: number; rate: number | null };

/**
 * daily-completion-rate, per day, week or month (chooseBucketSize). `habitStarts` holds each habit's
 * first day; `completedByDay` the count of complete habit-days per date (only dates inside count).
 */
export function computeDailyCompletion(
  period: TPeriod,
  habitStarts: readonly string[],
  completedByDay: ReadonlyMap<string, number>,
  weekStart: TWeekday,
): TRatePoint[] {
  const size = chooseBucketSize(period);
  const starts = [...habitStarts].sort();
  const points = new Map<string, TRatePoint>();
  let existing = starts.filter((start) => start < period.from).length;
  let next = existing;
  for (let day = period.from, index = 0; index < countPeriodDays(period); index += 1) {
    while (next < starts.length && (starts[next] ?? '') <= day) next += 1;
    existing = next;
    const key = bucketStart(day, size, weekStart);
    const point = points.get(key) ?? { date: key, completed: 0, possible: 0, rate: null };
    point.completed += Math.min(completedByDay.get(day) ?? 0, existing);
    point.possible += existing;
    points.set(key, point);
    day = addDays(day, 1);
  }
  return [...points.values()].map((point) => ({
    ...point,
    rate: computeCompletionRate(point.completed, point.possible),
  }));
}

export type TWeekdayRate = { weekday: number; completed: number; possible: number; rate: number | null };

/**
 * weekday-profile of one habit, in the order of the user's week. `completedByWeekday[w]` counts its
 * complete days on weekday w (0 = Sunday) inside the period.
 */
export function computeWeekdayProfile(
  createdOn: string,
  period: TPeriod,
  completedByWeekday: readonly number[],
  weekStart: TWeekday,
): TWeekdayRate[] {
  const possible = countWeekdays(habitPeriod(createdOn, period));
  return orderedWeekdays(weekStart).map((weekday) => {
    const completed = Math.min(completedByWeekday[weekday] ?? 0, possible[weekday] ?? 0);
    return {
      weekday,
      completed,
      possible: possible[weekday] ?? 0,
      rate: computeCompletionRate(completed, possible[weekday] ?? 0),
    };
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

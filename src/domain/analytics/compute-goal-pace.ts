import { diffDays } from '../dates/date-key';
import type { TPeriod } from './analytics-period';
import { cumulativeAtPoints } from './cumulative-at-points';

export type TGoalForPace = {
  startDate: string;
  endDate: string | null;
  targetValue: number | null;
};

/** expected(day): where the straight line from 0 at the start to the target at the deadline is. */
export function expectedOnLine(goal: TGoalForPace, day: string): number | null {
  const { startDate, endDate, targetValue } = goal;
  if (endDate === null || targetValue === null || !(targetValue > 0)) return null;
  const span = diffDays(endDate, startDate);
  if (span <= 0) return day >= endDate ? targetValue : 0;
  const share = Math.min(Math.max(diffDays(day, startDate) / span, 0), 1);
  return targetValue * share;
}

/**
 * goal-pace: logged ÷ expected(today). null without a target and deadline, or before the line has
 * risen above 0 (the goal's first day), when there is nothing to be behind of yet.
 */
export function computeGoalPace(goal: TGoalForPace, logged: number, today: string): number | null {
  const expected = expectedOnLine(goal, today);
  if (expected === null || !(expected > 0)) return null;
  return Math.round((Math.max(logged, 0) / expected) * 100) / 100;
}

export type TGoalPacePoint = { date: string; logged: number; expected: number | null };

/**
 * The goal's cumulative progress at the end of each point's bucket, beside the line. `loggedBefore`
 * is what was logged before the period; `deltaByDay` the progress logged on each date inside it.
 */
export function computeGoalSeries(
  goal: TGoalForPace,
  pointDates: readonly string[],
  period: TPeriod,
  loggedBefore: number,
  deltaByDay: ReadonlyMap<string, number>,
): TGoalPacePoint[] {
  return cumulativeAtPoints(pointDates, period, loggedBefore, deltaByDay).map(({ end, total }, index) => ({
    date: pointDates[index] ?? end,
    logged: total,
    expected: expectedOnLine(goal, end),
  }));
}

import { computeLevelFromXp, xpPerBaselineHour } from '../skills/compute-skill-xp';
import type { TPeriod } from './analytics-period';
import { cumulativeAtPoints } from './cumulative-at-points';

export type TXpPoint = { date: string; xp: number; level: number };

/**
 * xp-history: a skill's XP and level at the end of each point's bucket. `xpBefore` is the XP earned
 * before the period (without the baseline), `xpByDay` each day's XP inside it, both as
 * computeSkillXp counts them (negative amounts count as nothing); the total is floored like its.
 */
export function computeXpHistory(
  baselineHours: number,
  pointDates: readonly string[],
  period: TPeriod,
  xpBefore: number,
  xpByDay: ReadonlyMap<string, number>,
): TXpPoint[] {
  const positive = new Map([...xpByDay].map(([day, xp]) => [day, Math.max(xp, 0)]));
  const start = xpPerBaselineHour * Math.max(baselineHours, 0) + Math.max(xpBefore, 0);
  return cumulativeAtPoints(pointDates, period, start, positive).map(({ total }, index) => {
    const xp = Math.floor(total);
    return { date: pointDates[index] ?? '', xp, level: computeLevelFromXp(xp).level };
  });
}

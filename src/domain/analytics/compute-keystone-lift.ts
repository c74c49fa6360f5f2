import { minimumLiftSampleDays } from './metric-definitions';

export type TKeystoneCounts = {
  /** Days in the sample (the habit existed and data could be logged). */
  days: number;
  /** Days on which the habit was complete. */
  doneDays: number;
  /** Σ over the days it was complete of how many of the other habits were complete that day. */
  othersOnDoneDays: number;
  /** Σ over all sample days of how many of the other habits were complete. */
  othersOnAllDays: number;
};

/**
 * keystone-lift: other habits done per day when this one was done, over the same when it was not.
 * null, never a number, when either side has fewer than minimumLiftSampleDays days (noise), or when
 * nothing else was done on the days without it (a ratio over 0 says nothing).
 */
export function computeKeystoneLift(counts: TKeystoneCounts): number | null {
  const { days, doneDays, othersOnDoneDays, othersOnAllDays } = counts;
  const notDoneDays = days - doneDays;
  if (doneDays < minimumLiftSampleDays || notDoneDays < minimumLiftSampleDays) return null;
  const withHabit = othersOnDoneDays / doneDays;
  const withoutHabit = (othersOnAllDays - othersOnDoneDays) / notDoneDays;
  if (!(withoutHabit > 0) || !Number.isFinite(withHabit)) return null;
  return Math.round((withHabit / withoutHabit) * 100) / 100;
}

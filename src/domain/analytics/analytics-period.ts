import { addDays, diffDays, toEpochDay } from '../dates/date-key';
import { type TWeekday, weekdayNames } from '../preferences/preference-options';

/** The period picker's choices on /in/analytics. */
export const periodPresets = ['7d', '30d', '90d', 'year', 'all'] as const;
export type TPeriodPreset = (typeof periodPresets)[number];

/** The period in an address (?period=90d); 30 days when absent or unknown. */
export function readPeriodParam(params: URLSearchParams): TPeriodPreset {
  const value = params.get('period');
  return periodPresets.find((preset) => preset === value) ?? '30d';
}

export const periodPresetLabels: Record<TPeriodPreset, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  year: 'Year',
  all: 'All time',
};

const presetDays: Record<Exclude<TPeriodPreset, 'all'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  year: 365,
};

/** The longest period the API answers: "everything" is capped here (a bit over 10 years). */
export const maxPeriodDays = 3_700;

export type TPeriod = { from: string; to: string };

/**
 * A preset as dates, both ends included and ending today. "Everything" starts at the first day with
 * data (firstDay), or today when there is none, and never reaches back more than maxPeriodDays.
 */
export function resolvePeriod(preset: TPeriodPreset, today: string, firstDay: string | null): TPeriod {
  if (preset !== 'all') return { from: addDays(today, 1 - presetDays[preset]), to: today };
  const earliest = addDays(today, 1 - maxPeriodDays);
  const from = firstDay === null || firstDay > today ? today : firstDay < earliest ? earliest : firstDay;
  return { from, to: today };
}

/** Days in a period, both ends included; 0 when it is empty (from after to). */
export function countPeriodDays({ from, to }: TPeriod): number {
  return Math.max(diffDays(to, from) + 1, 0);
}

/** The period of the same length that ends the day before this one starts: what a trend compares with. */
export function previousPeriod(period: TPeriod): TPeriod {
  const length = countPeriodDays(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** 0 for Sunday to 6 for Saturday, from the calendar date alone: no time zone can move it. */
export function weekdayOfDateKey(dateKey: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((toEpochDay(dateKey) + 4) % 7) + 7) % 7;
}

/** Weekday numbers (0 = Sunday) in display order, starting at the user's week start. */
export function orderedWeekdays(weekStart: TWeekday): number[] {
  const first = weekdayNames.indexOf(weekStart);
  return Array.from({ length: 7 }, (_, index) => (first + index) % 7);
}

export type TBucketSize = 'day' | 'week' | 'month';

/** Charts show days up to three months, weeks up to two years, months beyond. */
export function chooseBucketSize(period: TPeriod): TBucketSize {
  const days = countPeriodDays(period);
  if (days <= 92) return 'day';
  if (days <= 731) return 'week';
  return 'month';
}

/** The first day of the bucket a day falls in: the day itself, its week (from weekStart) or its month. */
export function bucketStart(dateKey: string, size: TBucketSize, weekStart: TWeekday): string {
  if (size === 'day') return dateKey;
  if (size === 'month') return `${dateKey.slice(0, 8)}01`;
  const back = (weekdayOfDateKey(dateKey) - weekdayNames.indexOf(weekStart) + 7) % 7;
  return addDays(dateKey, -back);
}

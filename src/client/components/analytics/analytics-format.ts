import type { TBucketSize } from '@/domain/analytics/analytics-period';
import { formatMonthYear, formatShortDate } from '@/domain/dates/day-titles';
import { formatPercent } from '@/domain/text/format-percent';

/** A chart point's date as its bucket reads: "4 Mar" for a day or a week's start, "Mar 2026" for a month. */
export function formatPointDate(dateKey: string, bucket: TBucketSize): string {
  return bucket === 'month' ? formatMonthYear(dateKey) : formatShortDate(dateKey);
}

export function formatRate(rate: number | null): string {
  return rate === null ? '–' : formatPercent(rate);
}

export function formatTrend(trend: number | null): string {
  if (trend === null) return '–';
  if (trend === 0) return '±0 pts';
  return `${trend > 0 ? '+' : '−'}${Math.abs(trend)} pts`;
}

export function formatHours(seconds: number): string {
  const hours = seconds / 3600;
  return hours >= 10 ? `${Math.round(hours)} h` : `${Math.round(hours * 10) / 10} h`;
}

export const bucketLabels: Record<TBucketSize, string> = { day: 'Day', week: 'Week of', month: 'Month' };

export const weekdayShortNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

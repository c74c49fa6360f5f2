import type { TBucketSize } from '@/domain/analytics/analytics-period';
import { formatPercent } from '@/domain/text/format-percent';

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A chart point's date as its bucket reads: "Mar 4" for a day or a week's start, "Mar 2026" for a month. */
export function formatPointDate(dateKey: string, bucket: TBucketSize): string {
  const date = new Date(`${dateKey}T00:00:00Z`);
  return bucket === 'month' ? monthFormat.format(date) : dayFormat.format(date);
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

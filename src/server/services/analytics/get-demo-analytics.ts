import { aggregateAnalyticsHistory } from '../../../domain/analytics/aggregate-analytics-history';
import { resolvePeriod, type TPeriodPreset } from '../../../domain/analytics/analytics-period';
import {
  buildAnalyticsReport,
  type TAnalyticsReport,
} from '../../../domain/analytics/build-analytics-report';
import { buildDemoAnalyticsHistory, demoHistoryDays } from '../../../domain/analytics/demo-analytics-history';
import { addDays } from '../../../domain/dates/date-key';

// The demo is the same for every visitor on a day: each period's report is built once per UTC day.
let cache: { today: string; reports: Map<TPeriodPreset, TAnalyticsReport> } | null = null;

/** The public /analytics page's report: the generated demo account, no database, nothing personal. */
export function getDemoAnalytics(preset: TPeriodPreset, now = new Date()): TAnalyticsReport {
  const today = now.toISOString().slice(0, 10);
  if (cache?.today !== today) cache = { today, reports: new Map() };
  const cached = cache.reports.get(preset);
  if (cached) return cached;
  const history = buildDemoAnalyticsHistory(today);
  const period = resolvePeriod(preset, today, addDays(today, 1 - demoHistoryDays));
  const report = buildAnalyticsReport(aggregateAnalyticsHistory(history, period, today, 'monday'));
  cache.reports.set(preset, report);
  return report;
}

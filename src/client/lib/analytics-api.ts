import type { TPeriodPreset } from '@/domain/analytics/analytics-period';
import { api, readRequestError } from './api-client';

// The route's prefetch reads the period with the request module, so /app's first paint carries neither.
export { readPeriodParam } from '@/domain/analytics/analytics-period';

/** The signed-in user's analytics for a preset period ending today. */
export async function fetchAnalytics(period: TPeriodPreset) {
  const response = await api.analytics.$get({ query: { period } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** The public demo account's analytics: the same shape, no account needed. */
export async function fetchDemoAnalytics(period: TPeriodPreset) {
  const response = await api.analytics.demo.$get({ query: { period } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** The query of a period's report, shared by the page and the route's prefetch. */
export function analyticsQuery(period: TPeriodPreset) {
  return { queryKey: ['analytics', period] as const, queryFn: () => fetchAnalytics(period) };
}

export type TAnalyticsReportDto = Awaited<ReturnType<typeof fetchAnalytics>>;

/** Today's insights, written by the server on the day's first call. */
export async function fetchTodayInsights() {
  const response = await api['daily-insights'].today.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

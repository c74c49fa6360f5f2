import { type TPublicDashboard, ZPublicDashboard } from './dashboards-api';

/** An event of GET /api/public-dashboard/live: the whole public answer again, or the news that it is gone. */
export type TLiveDashboardEvent = { type: 'dashboard' | 'gone'; dashboard: TPublicDashboard };

/** The event in a message's data, or null for anything else (a malformed or unknown message is ignored). */
export function readLiveDashboardEvent(data: unknown): TLiveDashboardEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as { type?: unknown; dashboard?: unknown };
    if (value.type !== 'dashboard' && value.type !== 'gone') return null;
    const dashboard = ZPublicDashboard.safeParse(value.dashboard);
    return dashboard.success ? { type: value.type, dashboard: dashboard.data } : null;
  } catch {
    return null;
  }
}

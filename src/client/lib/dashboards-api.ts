import {
  emptyPublicDashboard,
  type TDashboardUpdate,
  type TPublicDashboard,
  type TPublicDashboardRequest,
  ZPublicDashboard,
} from '@/domain/dashboards/dashboards-api';
import { publicDashboardQueryKey } from '@/domain/http/server-rendered-queries';
import { api, readRequestError } from './api-client';
import { apiFetch, serverUrl } from './server-url';

export const dashboardSettingsQueryKey = ['dashboard-settings'] as const;
export { publicDashboardQueryKey };

export async function fetchDashboardSettings() {
  const response = await api.dashboard.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function saveDashboardSettings(update: TDashboardUpdate) {
  const response = await api.dashboard.$put({ json: update });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function regenerateDashboardLink() {
  const response = await api.dashboard['regenerate-hash'].$post({ json: {} });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/**
 * Spec 7, "functions/public-dashboard", and spec 8: a failure answers empty data with accessDenied or
 * error set to the server's value, or http_{status} when the server gave none. Only a network failure throws.
 */
export async function fetchPublicDashboard(request: TPublicDashboardRequest): Promise<TPublicDashboard> {
  const response = await apiFetch(serverUrl('/api/public-dashboard'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => null);
  const answer = ZPublicDashboard.safeParse(body);
  if (answer.success) return answer.data;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return emptyPublicDashboard({ error: typeof message === 'string' ? message : `http_${response.status}` });
}

/** The live stream's address for a dashboard. */
export function liveDashboardUrl(request: TPublicDashboardRequest): string {
  const query = new URLSearchParams(request.slug ? { slug: request.slug } : { hash: request.hash ?? '' });
  return serverUrl(`/api/public-dashboard/live?${query}`);
}

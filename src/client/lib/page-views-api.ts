import { queryOptions } from '@tanstack/react-query';
import type { TPageViewEvent, TPageViewPeriod } from '@/domain/analytics/page-views';
import { api, readRequestError } from './api-client';

/**
 * Spec 7's page_view, to Compound's own server (decision 0038). A lost one is not worth an error. The
 * answer's body is read to its end: left unread, the browser keeps the response open, and the page never
 * counts as idle (Playwright's networkidle, a prerenderer or a crawler waiting for it).
 */
export async function sendPageView(event: TPageViewEvent): Promise<void> {
  await api['page-views']
    .$post({ json: event })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** The admin's counts of views per path over the last 7 or 30 days. */
export const pageViewCountsQuery = (days: TPageViewPeriod) =>
  queryOptions({
    queryKey: ['admin', 'page-views', days] as const,
    queryFn: async () => {
      const response = await api.admin['page-views'].$get({ query: { days: String(days) as '7' | '30' } });
      if (response.status !== 200) throw await readRequestError(response);
      return response.json();
    },
  });

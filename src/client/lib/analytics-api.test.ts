import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodPresets } from '@/domain/analytics/analytics-period';
import { analyticsRequest } from '@/domain/routing/first-load';
import { fetchAnalytics } from './analytics-api';

afterEach(() => vi.unstubAllGlobals());

describe('fetchAnalytics', () => {
  // The server preloads analyticsRequest(period) with /in/analytics' HTML: the browser hands the preloaded
  // answer only to a request for the very same URL, so a different one would download the report twice.
  it.each(periodPresets)('asks for the URL the server preloads (%s)', async (period) => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'https://compound.test');
      asked.push(`${url.pathname}${url.search}`);
      return Response.json({}, { status: 200 });
    });
    await fetchAnalytics(period);
    expect(asked).toEqual([analyticsRequest(period)]);
  });
});

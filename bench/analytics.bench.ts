import autocannon from 'autocannon';
import { measurePageInteractive } from './app-load';
import type { TBenchResult } from './report';
import { withSeededServer } from './seeded-account';
import type { TBenchServer } from './server-process';

/** /api/analytics and /in/analytics for the seeded user (50 habits, 5 years) on the embedded default. */
export function benchAnalyticsPglite(): Promise<TBenchResult[]> {
  return withSeededServer('PGlite', 3318, async ({ server, origin, cookie }) => {
    const page = await measurePageInteractive(origin, cookie, '/in/analytics?period=year', () => {
      const rows = document.querySelectorAll('tbody th[scope="row"]');
      return rows.length >= 50 && document.querySelector('svg.recharts-surface') !== null;
    });
    return [
      ...(await measureAnalytics(server, cookie, 'PGlite')),
      {
        name: '/in/analytics (a year) interactive in Chromium',
        value: page.interactiveMs,
        unit: 'ms',
        budget: 1_500,
      },
    ];
  });
}

/** The same API on PostgreSQL. */
export function benchAnalyticsPostgres(): Promise<TBenchResult[]> {
  return withSeededServer('PostgreSQL', 3319, ({ server, cookie }) =>
    measureAnalytics(server, cookie, 'PostgreSQL'),
  );
}

/** One caller at a time, so the latency is the server's time for the whole report. */
async function measureAnalytics(
  server: TBenchServer,
  cookie: string,
  database: string,
): Promise<TBenchResult[]> {
  const results: TBenchResult[] = [];
  for (const period of ['year', 'all'] as const) {
    const result = await autocannon({
      url: `${server.url}/api/analytics?period=${period}`,
      headers: { cookie },
      connections: 1,
      duration: 5,
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    results.push({
      name: `GET /api/analytics?period=${period} on ${database}, 1 connection: p50`,
      value: result.latency.p50,
      unit: 'ms',
      budget: 150,
      note: failed > 0 ? `${failed} failed requests` : `p99 ${result.latency.p99} ms`,
    });
  }
  return results;
}

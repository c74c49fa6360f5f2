import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { measurePageInteractive } from './app-load';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { startBenchServer, type TBenchServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** /api/analytics and /in/analytics for the seeded user (50 habits, 5 years) on the embedded default. */
export async function benchAnalyticsPglite(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-analytics-'));
  try {
    seedDemoAccount({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 3318);
    try {
      const origin = `http://localhost:${server.port}`;
      const cookie = await signInDemoAccount(server.url, origin);
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
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same API on PostgreSQL. */
export async function benchAnalyticsPostgres(): Promise<TBenchResult[]> {
  const name = `compound_bench_analytics_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-analytics-pg-'));
  try {
    seedDemoAccount({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, 3319);
    try {
      const cookie = await signInDemoAccount(server.url, `http://localhost:${server.port}`);
      return await measureAnalytics(server, cookie, 'PostgreSQL');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
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

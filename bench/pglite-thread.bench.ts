import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { measureAppInteractive } from './app-load';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { startBenchServer } from './server-process';
import { failures, putRandomLogs, readHabitIds } from './tracker.bench';

const threads = ['main', 'worker'] as const;

/**
 * The embedded database in the server's thread (as before decision 0029) and in its own worker, on one
 * seeded data folder: the habit-log PUT at 32 connections, /app in Chromium, and a static file asked
 * for while 8 connections load the day view (what the worker is for: before, the file waited for PGlite).
 */
export async function benchPgliteThread(): Promise<TBenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-thread-'));
  const results: TBenchResult[] = [];
  try {
    seedDemoAccount({ DATA_DIR: dataDir, DATABASE_URL: '' });
    for (const thread of threads) {
      const server = await startBenchServer(
        { DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_THREAD: thread },
        3901,
      );
      try {
        const origin = `http://localhost:${server.port}`;
        const cookie = await signInDemoAccount(server.url, origin);
        const habitIds = await readHabitIds(server.url, cookie);
        const label = `PGLITE_THREAD=${thread}`;
        const load = () => `load ${loadavg()[0]?.toFixed(1)}`;
        const put = await putRandomLogs(`${server.url}/api/habit-logs`, { cookie, origin }, habitIds);
        results.push(
          {
            name: `${label}: PUT /api/habit-logs, 32 conn.: rate`,
            value: put.requests.average,
            unit: 'req/s',
          },
          {
            name: `${label}: PUT /api/habit-logs, 32 conn.: p99`,
            value: put.latency.p99,
            unit: 'ms',
            note: [failures(put), load()].filter(Boolean).join(', '),
          },
        );
        const app = await measureAppInteractive(origin, cookie);
        results.push({
          name: `${label}: /app interactive in Chromium`,
          value: app.interactiveMs,
          unit: 'ms',
          note: load(),
        });
        const { dayView, file } = await staticFileBesideDayViews(server.url, cookie);
        results.push(
          { name: `${label}: GET /api/habits, 8 conn.: p50`, value: dayView.latency.p50, unit: 'ms' },
          {
            name: `${label}: /favicon.svg beside them, 1 conn.: p99`,
            value: file.latency.p99,
            unit: 'ms',
            note: `p50 ${file.latency.p50} ms, ${load()}`,
          },
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function staticFileBesideDayViews(url: string, cookie: string) {
  const [dayView, file] = await Promise.all([
    autocannon({ url: `${url}/api/habits`, headers: { cookie }, connections: 8, duration: 8 }),
    autocannon({ url: `${url}/favicon.svg`, connections: 1, duration: 8 }),
  ]);
  return { dayView, file };
}

import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { addDays } from '../src/domain/dates/date-key';
import type { TBenchResult } from './report';
import { withSeededServer } from './seeded-account';
import { residentMemoryMb } from './server-process';
import { readHabitIds } from './tracker.bench';

/** `npm run bench -- soak` runs 10 minutes; `--quick` (or BENCH_SOAK_SECONDS) shortens it. */
function soakSeconds(): number {
  if (process.env.BENCH_SOAK_SECONDS) return Number(process.env.BENCH_SOAK_SECONDS);
  return process.argv.includes('--quick') ? 30 : 600;
}

/** The embedded default; `--postgres` (or BENCH_SOAK_DATABASE=postgres) soaks on PostgreSQL. */
const database =
  process.argv.includes('--postgres') || process.env.BENCH_SOAK_DATABASE === 'postgres'
    ? 'PostgreSQL'
    : 'PGlite';

/**
 * 32 connections of mixed reads and writes for a long while: each connection, over and over, checks
 * habits off, reads a week of logs, fetches a static file and its account, and once a round reloads the
 * whole day view (the costly read: 50 habits' streaks over five years). Prints every failed request and the server's resident memory sampled ten times, so a
 * leak or a slow failure shows as a rising series.
 */
export function benchSoak(): Promise<TBenchResult[]> {
  return withSeededServer(database, 3902, async ({ server, cookie, origin }) => {
    const seconds = soakSeconds();
    const habitIds = await readHabitIds(server.url, cookie);
    const today = new Date().toISOString().slice(0, 10);
    const pid = server.child.pid ?? 0;
    const rss: string[] = [`${residentMemoryMb(pid).toFixed(0)}`];
    const sampler = setInterval(() => rss.push(residentMemoryMb(pid).toFixed(0)), (seconds * 1000) / 10);
    const headers = { cookie, origin, 'content-type': 'application/json' };
    const pick = () => habitIds[Math.floor(Math.random() * habitIds.length)];
    const checkOff: autocannon.Request = {
      method: 'PUT',
      path: '/api/habit-logs',
      headers,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          habit_id: pick(),
          date: addDays(today, -Math.floor(Math.random() * 30)),
          value_boolean: Math.random() < 0.7,
        }),
      }),
    };
    const week: autocannon.Request = {
      method: 'GET',
      headers,
      setupRequest: (request) => ({
        ...request,
        path: `/api/habit-logs?habit_id=${pick()}&from=${addDays(today, -6)}&to=${today}`,
      }),
    };
    const result = await autocannon({
      url: server.url,
      connections: 32,
      duration: seconds,
      requests: [
        checkOff,
        week,
        { method: 'GET', path: '/favicon.svg' },
        checkOff,
        { method: 'GET', path: '/api/me', headers },
        checkOff,
        week,
        { method: 'GET', path: '/api/habits', headers },
      ],
    });
    clearInterval(sampler);
    rss.push(residentMemoryMb(pid).toFixed(0));
    const failed = result.non2xx + result.errors + result.timeouts;
    const label = `soak ${seconds} s on ${database}, 32 connections, mixed`;
    return [
      {
        name: `${label}: requests`,
        value: result.requests.total,
        unit: 'req',
        note: `${result.requests.average} req/s`,
      },
      {
        name: `${label}: failed requests`,
        value: failed,
        unit: 'req',
        budget: 0,
        note: `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      },
      { name: `${label}: p99`, value: result.latency.p99, unit: 'ms', note: `p50 ${result.latency.p50} ms` },
      {
        name: `${label}: server RSS, MB`,
        value: residentMemoryMb(pid),
        unit: 'MB',
        note: `series ${rss.join(' → ')}; load ${loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
      },
    ];
  });
}

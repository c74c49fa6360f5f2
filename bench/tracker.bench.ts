import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { addDays } from '../src/domain/dates/date-key';
import { measureAppInteractive } from './app-load';
import { measurePutAgainstBare } from './put-against-bare';
import type { TBenchResult } from './report';
import { signInDemoAccount, withSeededServer } from './seeded-account';
import type { TBenchServer } from './server-process';

const connections = 32;
const durationSeconds = 10;

type TSignedIn = { server: TBenchServer; origin: string; cookie: string; habitIds: string[]; userId: string };

/** The tracker for the seeded user on the embedded default: /app in Chromium, the day view, logging. */
export function benchTrackerPglite(): Promise<TBenchResult[]> {
  return withSeededServer('PGlite', 3303, async ({ server }) => {
    const session = await signIn(server);
    const app = await measureAppInteractive(session.origin, session.cookie);
    return [
      {
        name: '/app interactive in Chromium (50 habits, 5 years)',
        value: app.interactiveMs,
        unit: 'ms',
        budget: 1_000,
        // Headless Chromium without a GPU may report no paint entries at all.
        ...(Number.isFinite(app.firstPaintMs) && { note: `first paint ${app.firstPaintMs.toFixed(0)} ms` }),
      },
      ...(await measureDayView(session)),
      ...(await measureHabitLogPut(session, 'PGlite')),
    ];
  });
}

/** The same on PostgreSQL, beside pgbench and the bare node:http server sending the same upsert. */
export function benchTrackerPostgres(): Promise<TBenchResult[]> {
  return withSeededServer('PostgreSQL', 3304, async ({ server, databaseUrl }) => {
    const session = await signIn(server);
    const dayView = await measureDayView(session);
    const target = {
      url: `${server.url}/api/habit-logs`,
      headers: { cookie: session.cookie, origin: session.origin },
      pid: server.child.pid,
    };
    const put = await measurePutAgainstBare(target, databaseUrl, session.userId, session.habitIds);
    const reference = runPgbench(databaseUrl, session.userId, session.habitIds.length);
    const rate = put[0]?.value ?? 0;
    const bareRate = put.find((row) => row.name.startsWith('bare node:http') && row.unit === 'req/s')?.value;
    return [
      ...dayView,
      ...put,
      { name: 'the same upsert by pgbench, 32 connections: rate', value: reference, unit: 'tx/s' },
      {
        name: 'PUT /api/habit-logs rate ÷ pgbench rate',
        value: rate / reference,
        unit: '×',
        budget: 0.5,
        lowerIsBetter: false,
      },
      {
        name: 'bare node:http rate ÷ pgbench rate',
        value: (bareRate ?? Number.NaN) / reference,
        unit: '×',
        note: 'the ceiling of any Node server on this machine',
      },
    ];
  });
}

async function signIn(server: TBenchServer): Promise<TSignedIn> {
  const origin = `http://localhost:${server.port}`;
  const cookie = await signInDemoAccount(server.url, origin);
  const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { server, origin, cookie, userId: me.user.id, habitIds: await readHabitIds(server.url, cookie) };
}

/** The ids of the signed-in user's habits, from the day view. */
export async function readHabitIds(serverUrl: string, cookie: string): Promise<string[]> {
  const day = (await (await fetch(`${serverUrl}/api/habits`, { headers: { cookie } })).json()) as {
    habits: { id: string }[];
  };
  return day.habits.map((habit) => habit.id);
}

/** One caller at a time, so the latency is the server's time for the whole day view. */
async function measureDayView({ server, cookie }: TSignedIn): Promise<TBenchResult[]> {
  const result = await autocannon({
    url: `${server.url}/api/habits`,
    headers: { cookie },
    connections: 1,
    duration: 5,
  });
  return [
    {
      name: 'GET /api/habits (50 habits, 5 years), 1 connection: p50',
      value: result.latency.p50,
      unit: 'ms',
      budget: 150,
      note: failures(result),
    },
  ];
}

/** Logs random habits on random days of the last month, as many people checking off at once. */
async function measureHabitLogPut(session: TSignedIn, database: string): Promise<TBenchResult[]> {
  const { server, cookie, origin, habitIds } = session;
  const cpuBefore = processCpuMs(server.child.pid);
  const result = await putRandomLogs(`${server.url}/api/habit-logs`, { cookie, origin }, habitIds);
  const cpuMs = processCpuMs(server.child.pid) - cpuBefore;
  const label = `PUT /api/habit-logs on ${database}, ${connections} connections`;
  return [
    { name: `${label}: rate`, value: result.requests.average, unit: 'req/s', note: failures(result) },
    { name: `${label}: p50`, value: result.latency.p50, unit: 'ms' },
    { name: `${label}: p99`, value: result.latency.p99, unit: 'ms', budget: 25 },
    {
      name: `${label}: server CPU per request`,
      value: cpuMs / result.requests.total,
      unit: 'ms',
      note: 'holds up under load better than the rate',
    },
  ];
}

export function putRandomLogs(
  url: string,
  headers: Record<string, string>,
  habitIds: string[],
  duration = durationSeconds,
) {
  const today = new Date().toISOString().slice(0, 10);
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            habit_id: habitIds[Math.floor(Math.random() * habitIds.length)],
            date: addDays(today, -1 - Math.floor(Math.random() * 30)),
            value_boolean: Math.random() < 0.7,
          }),
        }),
      },
    ],
  });
}

/** User + system CPU time of a process so far, from /proc (Linux, 100 ticks a second; NaN elsewhere). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export function failures(result: autocannon.Result): string | undefined {
  const failed = result.non2xx + result.errors + result.timeouts;
  return failed > 0 ? `${failed} failed requests` : undefined;
}

/**
 * The upsert the route ends in, issued by pgbench with as many connections: the database's own
 * ceiling on this machine. Returns transactions per second.
 */
function runPgbench(databaseUrl: string, userId: string, habitCount: number): number {
  const dir = mkdtempSync(join(tmpdir(), 'compound-pgbench-'));
  const script = join(dir, 'habit-log-upsert.sql');
  writeFileSync(
    script,
    `\\set habit random(0, ${habitCount - 1})
\\set day random(1, 30)
\\set done random(0, 9)
insert into habit_logs (user_id, habit_id, date, value_boolean, is_complete)
select '${userId}', id, current_date - (:day)::int, :done < 7, :done < 7
from habits where user_id = '${userId}' and sort_order = :habit
on conflict (user_id, habit_id, date) do update
set value_boolean = excluded.value_boolean, is_complete = excluded.is_complete,
  save_count = habit_logs.save_count + 1, updated_at = now();
`,
  );
  try {
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(connections),
        '-j',
        '2',
        '-T',
        String(durationSeconds),
        '-f',
        script,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    const tps = run.stdout.match(/tps = ([\d.]+)/)?.[1];
    if (run.status !== 0 || !tps) {
      throw new Error(`pgbench failed: ${(run.stderr || run.stdout).split('\n')[0]}`);
    }
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

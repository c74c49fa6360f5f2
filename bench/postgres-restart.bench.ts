import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { addDays } from '../src/domain/dates/date-key';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { startBenchServer } from './server-process';
import { readHabitIds } from './tracker.bench';

// A PostgreSQL of the bench's own, never the machine's shared one: it is restarted under load.
const binaries = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55432);
const connections = 32;
const loadSeconds = 20;

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function commandLine(tool: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [join(binaries, tool), args];
  return ['runuser', ['-u', 'postgres', '--', join(binaries, tool), ...args]];
}

function runPostgresTool(tool: string, args: string[]): void {
  const [command, commandArgs] = commandLine(tool, args);
  const run = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} ${args[0]} failed: ${run.stderr || run.stdout}`);
}

const pgCtl = (args: string[]) => runPostgresTool('pg_ctl', args);

/** pg_ctl without blocking this process: the bench's callers keep sending while it runs. */
function pgCtlAsync(args: string[]): Promise<void> {
  const [command, commandArgs] = commandLine('pg_ctl', args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} exited ${code}`)),
    );
  });
}

/**
 * Habit logs sent by 32 callers while PostgreSQL is restarted (pg_ctl restart -m fast) halfway: how
 * long requests failed, and whether every log the server acknowledged with a 200 is in the database
 * afterwards. Each request writes a day no other request writes, so each acknowledgement is checkable.
 */
export async function benchPostgresRestart(): Promise<TBenchResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'compound-bench-pg-'));
  const cluster = join(folder, 'cluster');
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', folder]);
  runPostgresTool('initdb', ['-D', cluster, '-U', 'postgres', '-A', 'trust']);
  const options = `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1`;
  pgCtl(['start', '-D', cluster, '-w', '-l', join(folder, 'pg.log'), '-o', options]);
  try {
    const dataDir = join(folder, 'data');
    seedDemoAccount({ DATA_DIR: dataDir, DATABASE_URL: url });
    const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url }, 3903);
    try {
      const origin = `http://localhost:${server.port}`;
      const cookie = await signInDemoAccount(server.url, origin);
      const habitIds = await readHabitIds(server.url, cookie);
      const load = await sendDuringRestart(server.url, { cookie, origin }, habitIds, cluster, options);
      const lost = await countLost(url, load.acknowledged);
      return [
        {
          name: 'PostgreSQL restarted under load: restart took',
          value: load.restartMs,
          unit: 'ms',
          note: `load ${loadavg()[0]?.toFixed(1)}`,
        },
        {
          name: 'PostgreSQL restarted under load: requests failed for',
          value: load.failingMs,
          unit: 'ms',
          note: `${load.failed} failed of ${load.sent} (${describeStatuses(load.statuses)}), ${load.hung} without an answer after ${hungAfterMs / 1000} s; first to last failure`,
        },
        {
          name: 'PostgreSQL restarted under load: acknowledged logs lost',
          value: lost,
          unit: 'logs',
          budget: 0,
          note: `${load.acknowledged.length} acknowledged, each checked after the restart`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    pgCtl(['stop', '-D', cluster, '-m', 'immediate']);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** "63 × 503, 2 × 500": what the failed requests were answered, when they were answered. */
function describeStatuses(statuses: Map<number, number>): string {
  const parts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`);
  return parts.length > 0 ? parts.join(', ') : 'none answered';
}

/** What the server acknowledged: the day's log as its 200 answer gave it. */
type TAcknowledged = {
  habit_id: string;
  date: string;
  value_number: number | null;
  value_boolean: boolean | null;
  is_complete: boolean;
};

/** A request with no answer after this long counts as hung (a user would have given up). */
const hungAfterMs = 15_000;

async function sendDuringRestart(
  serverUrl: string,
  headers: Record<string, string>,
  habitIds: string[],
  cluster: string,
  options: string,
) {
  const today = new Date().toISOString().slice(0, 10);
  const acknowledged: TAcknowledged[] = [];
  const tally = {
    next: 0,
    sent: 0,
    failed: 0,
    hung: 0,
    firstFailure: 0,
    lastFailure: 0,
    statuses: new Map<number, number>(),
  };
  const ends = performance.now() + loadSeconds * 1000;
  const caller = async () => {
    while (performance.now() < ends) {
      const index = tally.next++;
      const body = {
        habit_id: habitIds[index % habitIds.length] ?? '',
        date: addDays(today, -1 - Math.floor(index / habitIds.length)),
        value_boolean: index % 3 !== 0,
      };
      tally.sent += 1;
      const log = await fetch(`${serverUrl}/api/habit-logs`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(hungAfterMs),
      }).then(
        async (response) => {
          if (response.ok) return ((await response.json()) as { log: TAcknowledged }).log;
          tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
          return null;
        },
        (error: Error) => {
          if (error.name === 'TimeoutError') tally.hung += 1;
          return null;
        },
      );
      if (log) {
        acknowledged.push(log);
        continue;
      }
      tally.failed += 1;
      tally.lastFailure = performance.now();
      tally.firstFailure ||= tally.lastFailure;
    }
  };
  const callers = Array.from({ length: connections }, caller);
  await new Promise((resolve) => setTimeout(resolve, (loadSeconds * 1000) / 2));
  const restartStarted = performance.now();
  // The log file keeps the new postmaster off pg_ctl's output, which would otherwise never close.
  await pgCtlAsync([
    'restart',
    '-D',
    cluster,
    '-w',
    '-m',
    'fast',
    '-l',
    join(cluster, '..', 'pg.log'),
    '-o',
    options,
  ]);
  const restartMs = performance.now() - restartStarted;
  await Promise.all(callers);
  const failingMs = tally.failed > 0 ? tally.lastFailure - tally.firstFailure : 0;
  return { acknowledged, restartMs, failingMs, ...tally };
}

/** Acknowledged logs missing from the database, or holding other values than the answer said. */
async function countLost(url: string, acknowledged: TAcknowledged[]): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<TAcknowledged[]>`
      select habit_id, date::text as date, value_number, value_boolean, is_complete from habit_logs`;
    const stored = new Map(rows.map((row) => [`${row.habit_id} ${row.date}`, row]));
    return acknowledged.filter((log) => {
      const row = stored.get(`${log.habit_id} ${log.date}`);
      return (
        !row ||
        row.value_boolean !== log.value_boolean ||
        row.is_complete !== log.is_complete ||
        (row.value_number === null ? null : Number(row.value_number)) !== log.value_number
      );
    }).length;
  } finally {
    await sql.end();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { runCheckInLoad, type TLoadOutcome } from '../src/server/test/balanced-load';
import { startHaproxy } from '../src/server/test/haproxy';
import { call, fleetAuthSecret, freePort, signUpVerified } from '../src/server/test/server-fleet';
import type { TBenchResult } from './report';
import { startBenchServer, type TBenchServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const connections = 32;
const requestsPerRound = 3_000;
const load = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
const rateOf = (outcome: TLoadOutcome) => (outcome.sent / outcome.elapsedMs) * 1_000;
const failures = (outcome: TLoadOutcome) =>
  Object.entries(outcome.statuses)
    .filter(([status]) => status !== '200')
    .map(([status, count]) => `${count} × ${status}`)
    .concat(outcome.unanswered ? [`${outcome.unanswered} unanswered`] : [])
    .join(', ') || 'all 200';

/**
 * N production servers (scripts/start.mjs) on one PostgreSQL behind HAProxy running deploy/haproxy.cfg:
 * check-in throughput with 1, 2 and 3 servers, then 3 servers with one killed (SIGKILL) a quarter of the
 * way through: requests left without an answer, and acknowledged check-ins missing from the database.
 */
export async function benchScaleOut(): Promise<TBenchResult[]> {
  const name = `compound_bench_scale_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const folders: string[] = [];
  const servers: TBenchServer[] = [];
  const results: TBenchResult[] = [];
  try {
    const frontPort = await freePort();
    const origin = `http://localhost:${frontPort}`;
    for (let index = 0; index < 3; index++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'compound-bench-scale-'));
      folders.push(dataDir);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: fleetAuthSecret,
        PUBLIC_URL: origin,
        TRUST_PROXY: 'true',
        RATE_LIMIT_MULTIPLIER: '1000',
      };
      servers.push(await startBenchServer(env, await freePort()));
    }
    const ports = servers.map((server) => server.port);
    const session = await prepareAccount(frontPort, ports, databaseUrl);
    for (const count of [1, 2, 3]) {
      const balancer = await startHaproxy(frontPort, ports.slice(0, count));
      try {
        await runCheckInLoad({ ...session, url: balancer.url, origin, connections, requests: 300 });
        const outcome = await runCheckInLoad({
          ...session,
          url: balancer.url,
          origin,
          connections,
          requests: requestsPerRound,
        });
        results.push({
          name: `${count} server${count > 1 ? 's' : ''} behind HAProxy: PUT /api/habit-logs, ${connections} conn.`,
          value: rateOf(outcome),
          unit: 'req/s',
          lowerIsBetter: false,
          note: `${failures(outcome)}, ${load()}`,
        });
      } finally {
        await balancer.stop();
      }
    }
    results.push(await killOneUnderLoad(frontPort, servers, session, origin, databaseUrl));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return results;
}

type TSession = { cookie: string; habitIds: string[] };

async function prepareAccount(frontPort: number, ports: number[], databaseUrl: string): Promise<TSession> {
  const balancer = await startHaproxy(frontPort, ports);
  try {
    const front = { url: balancer.url, port: frontPort };
    const user = await signUpVerified(front, databaseUrl);
    const habitIds: string[] = [];
    for (let index = 0; index < 8; index++) {
      const created = await call(front, 'POST', '/api/habits', user.cookie, { name: `Habit ${index + 1}` });
      habitIds.push(((await created.json()) as { habit: { id: string } }).habit.id);
    }
    return { cookie: user.cookie, habitIds };
  } finally {
    await balancer.stop();
  }
}

async function killOneUnderLoad(
  frontPort: number,
  servers: TBenchServer[],
  session: TSession,
  origin: string,
  databaseUrl: string,
): Promise<TBenchResult> {
  const balancer = await startHaproxy(
    frontPort,
    servers.map((server) => server.port),
  );
  let killedAt = 0;
  try {
    const outcome = await runCheckInLoad({
      ...session,
      url: balancer.url,
      origin,
      connections,
      requests: requestsPerRound,
      afterEach: (done) => {
        if (killedAt === 0 && done >= requestsPerRound / 4) {
          killedAt = done;
          servers[0]?.child.kill('SIGKILL');
        }
      },
    });
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const rows = await sql<{ key: string }[]>`
      select habit_id || ' ' || date::text as key from habit_logs where habit_id in ${sql(session.habitIds)}`;
    await sql.end();
    const saved = new Set(rows.map((row) => row.key));
    const lost = outcome.acknowledged.filter((checkIn) => !saved.has(`${checkIn.habitId} ${checkIn.date}`));
    return {
      name: `3 servers, one killed after ${killedAt} of ${requestsPerRound}: acknowledged, lost`,
      value: lost.length,
      unit: 'lost',
      budget: 0,
      note: `${outcome.acknowledged.length} acknowledged, ${failures(outcome)}, ${rateOf(outcome).toFixed(0)} req/s, ${load()}`,
    };
  } finally {
    await balancer.stop();
  }
}

// The habit-log PUT beside the bare node:http server, in alternating rounds: the ratio issue 24 sets a
// bar on moves with whatever else the machine is doing, so each round measures both within seconds of
// each other, and the bench reports the median round with every round beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import type autocannon from 'autocannon';
import type { TBenchResult } from './report';
import { benchNodeArgs, root } from './server-process';
import { failures, processCpuMs, putRandomLogs } from './tracker.bench';

const rounds = 3;
const roundSeconds = 6;
// Both servers open their 20 database connections and compile their hot paths on first use: unmeasured,
// that made the first round's p99 (24–31 ms) twice the others' whichever round the median picked.
const warmUpSeconds = 3;
const connections = 32;

type TSide = { result: autocannon.Result; cpuMs: number };
type TRound = { put: TSide; bare: TSide; ratio: number };

export type TPutTarget = { url: string; headers: Record<string, string>; pid: number | undefined };

/** Starts bench/bare-upsert-server.ts (node:http and one prepared upsert) for the signed-in user. */
async function startBareServer(
  databaseUrl: string,
  userId: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = 3305;
  const child = spawn(
    process.execPath,
    [...benchNodeArgs(), '--import', 'tsx', 'bench/bare-upsert-server.ts'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, USER_ID: userId, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout?.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function measureSide(target: TPutTarget, habitIds: string[]): Promise<TSide> {
  const before = processCpuMs(target.pid);
  const result = await putRandomLogs(target.url, target.headers, habitIds, roundSeconds);
  return { result, cpuMs: processCpuMs(target.pid) - before };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const cpuPerRequest = (sides: TSide[]) =>
  sides.reduce((sum, side) => sum + side.cpuMs, 0) /
  sides.reduce((sum, side) => sum + side.result.requests.total, 0);

/** Rounds of the real PUT then the bare one; figures of the median round, CPU over all rounds. */
export async function measurePutAgainstBare(
  server: TPutTarget,
  databaseUrl: string,
  userId: string,
  habitIds: string[],
): Promise<TBenchResult[]> {
  const bare = await startBareServer(databaseUrl, userId);
  const bareTarget = { url: bare.url, headers: {}, pid: bare.child.pid };
  const measured: TRound[] = [];
  try {
    for (const target of [server, bareTarget]) {
      await putRandomLogs(target.url, target.headers, habitIds, warmUpSeconds);
    }
    for (let round = 0; round < rounds; round++) {
      const put = await measureSide(server, habitIds);
      const bareSide = await measureSide(bareTarget, habitIds);
      measured.push({
        put,
        bare: bareSide,
        ratio: put.result.requests.average / bareSide.result.requests.average,
      });
    }
  } finally {
    bare.child.kill('SIGTERM');
  }
  const middle = measured.find((round) => round.ratio === median(measured.map((each) => each.ratio)));
  if (!middle) throw new Error('No round was measured');
  const label = `PUT /api/habit-logs on PostgreSQL, ${connections} connections`;
  const bareLabel = `bare node:http, one upsert, ${connections} connections`;
  const each = (pick: (round: TRound) => number, digits = 0) =>
    `rounds: ${measured.map((round) => pick(round).toFixed(digits)).join(', ')}`;
  return [
    {
      name: `${label}: rate`,
      value: middle.put.result.requests.average,
      unit: 'req/s',
      note: failures(middle.put.result) ?? each((round) => round.put.result.requests.average),
    },
    { name: `${label}: p50`, value: middle.put.result.latency.p50, unit: 'ms' },
    {
      name: `${label}: p99`,
      value: middle.put.result.latency.p99,
      unit: 'ms',
      budget: 25,
      note: each((round) => round.put.result.latency.p99),
    },
    {
      name: `${label}: server CPU per request`,
      value: cpuPerRequest(measured.map((round) => round.put)),
      unit: 'ms',
      note: 'over every round; holds up under load better than the rate',
    },
    {
      name: `${bareLabel}: rate`,
      value: middle.bare.result.requests.average,
      unit: 'req/s',
      note: failures(middle.bare.result) ?? each((round) => round.bare.result.requests.average),
    },
    { name: `${bareLabel}: p99`, value: middle.bare.result.latency.p99, unit: 'ms' },
    {
      name: `${bareLabel}: CPU per request`,
      value: cpuPerRequest(measured.map((round) => round.bare)),
      unit: 'ms',
    },
    {
      name: 'PUT /api/habit-logs rate ÷ bare node:http rate',
      value: middle.ratio,
      unit: '×',
      budget: 0.5,
      lowerIsBetter: false,
      note: `median of ${rounds} alternating rounds of ${roundSeconds} s after ${warmUpSeconds} s of warm-up each (${each((round) => round.ratio, 2)}); load ${loadavg()[0]?.toFixed(1)}`,
    },
  ];
}

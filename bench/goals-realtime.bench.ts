import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { readChangeStream } from '../src/server/test/change-stream';
import type { TBenchResult } from './report';
import { seedDemoAccount, signInDemoAccount } from './seeded-account';
import { startBenchServer, type TBenchServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const goalCount = 10;
const skillCount = 5;
const readRuns = 30;
const delayRuns = 20;

type TSession = { server: TBenchServer; origin: string; cookie: string };

/**
 * On PostgreSQL with the seeded user (50 habits, 5 years of logs) and goals and skills linked to those
 * habits: GET /api/goals and GET /api/skills, and how long a change written through one server process
 * takes to reach a realtime stream held by a second process on the same database.
 */
export async function benchGoalsAndRealtime(): Promise<TBenchResult[]> {
  const name = `compound_bench_realtime_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A data folder each (a folder takes one server), one auth secret, so both accept the same session.
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'compound-bench-realtime-')));
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    BETTER_AUTH_SECRET: `bench-secret-${process.pid}-that-is-long-enough`,
  });
  const servers: TBenchServer[] = [];
  try {
    seedDemoAccount(env(dataDirs[0] ?? ''));
    for (const [index, dataDir] of dataDirs.entries()) {
      servers.push(await startBenchServer(env(dataDir), 3315 + index));
    }
    const [writer, reader] = await Promise.all(servers.map(signIn));
    if (!writer || !reader) throw new Error('Two servers were not started');
    const goalId = await addGoalsAndSkills(writer);
    return [
      await measureRead(writer, '/api/goals', `GET /api/goals (${goalCount} goals × 5 linked habits)`),
      await measureRead(writer, '/api/skills', `GET /api/skills (${skillCount} skills × 10 linked habits)`),
      await measureRealtimeDelay(writer, reader, goalId),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function signIn(server: TBenchServer): Promise<TSession> {
  const origin = `http://localhost:${server.port}`;
  return { server, origin, cookie: await signInDemoAccount(server.url, origin) };
}

async function send(session: TSession, method: string, path: string, body?: unknown) {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: session.origin, cookie: session.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Goals each linked to 5 habits with a progress log; skills each linked to 10 habits with practice. */
async function addGoalsAndSkills(session: TSession): Promise<string> {
  const { habits } = (await send(session, 'GET', '/api/habits')) as { habits: { id: string }[] };
  let firstGoal = '';
  for (let g = 0; g < goalCount; g += 1) {
    const { goal } = await send(session, 'POST', '/api/goals', { title: `Goal ${g}`, target_value: 100 });
    firstGoal ||= goal.id;
    await send(session, 'POST', `/api/goals/${goal.id}/progress`, { delta: 5 });
    for (const habit of habits.slice(g * 5, g * 5 + 5)) {
      await send(session, 'PUT', `/api/goals/${goal.id}/links/${habit.id}`, { contribution: 2 });
    }
  }
  for (let s = 0; s < skillCount; s += 1) {
    const { skill } = await send(session, 'POST', '/api/skills', { name: `Skill ${s}`, baseline_hours: 10 });
    const { subskill } = await send(session, 'POST', `/api/skills/${skill.id}/subskills`, {
      name: `Part ${s}`,
    });
    for (let day = 0; day < 20; day += 1) {
      await send(session, 'POST', `/api/skills/${skill.id}/time-logs`, {
        subskill_id: subskill.id,
        seconds: 1800,
        quality_rating: (day % 5) + 1,
      });
    }
    for (const habit of habits.slice(s * 10, s * 10 + 10)) {
      await send(session, 'PUT', `/api/skills/${skill.id}/links/${habit.id}`, { weight: 1 });
    }
  }
  return firstGoal;
}

async function measureRead(session: TSession, path: string, name: string): Promise<TBenchResult> {
  await send(session, 'GET', path);
  const times: number[] = [];
  for (let i = 0; i < readRuns; i += 1) {
    const started = performance.now();
    await send(session, 'GET', path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? Number.NaN;
  return { name, value: median(times), unit: 'ms', budget: 150, note: `p95 ${p95.toFixed(0)} ms` };
}

async function measureRealtimeDelay(
  writer: TSession,
  reader: TSession,
  goalId: string,
): Promise<TBenchResult> {
  const abort = new AbortController();
  const response = await fetch(`${reader.server.url}/api/realtime`, {
    headers: { cookie: reader.cookie },
    signal: abort.signal,
  });
  const stream = await readChangeStream(response, abort);
  const delays: number[] = [];
  try {
    for (let i = 0; i < delayRuns; i += 1) {
      const seen = stream.events.length;
      const started = performance.now();
      await send(writer, 'PATCH', `/api/goals/${goalId}`, { description: `Run ${i}` });
      while (stream.events.length === seen) {
        if (performance.now() - started > 5_000) throw new Error('No event within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      delays.push((stream.events[seen]?.at ?? Number.NaN) - started);
      // Past the 500 ms throttle interval, so each write is measured unthrottled.
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  } finally {
    await stream.close();
  }
  delays.sort((a, b) => a - b);
  return {
    name: 'Realtime: write on process A → event on process B',
    value: median(delays),
    unit: 'ms',
    budget: 1_000,
    note: `max ${Math.max(...delays).toFixed(0)} ms over ${delayRuns} writes, PATCH included`,
  };
}

function median(values: readonly number[]): number {
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/server-fleet';
import {
  killStartedServers,
  postJson,
  signUpVerified,
  startServer,
  waitForHealth,
} from './test/server-process';

afterEach(killStartedServers);

// On PostgreSQL when TEST_DATABASE_URL is set (the CI job with a database), else on a PGlite data folder.
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_MULTIPLIER: '100' };
const writers = 16;

type TOutcome = { answered: string[]; cut: number; turnedAway: number };

/** One writer: adds goal progress until its connection is refused or the server turns it away. */
async function write(port: number, cookie: string, goalId: string, outcome: TOutcome) {
  for (;;) {
    const response = await postJson(port, `/api/goals/${goalId}/progress`, { delta: 1 }, { cookie }).catch(
      () => null,
    );
    if (!response) {
      outcome.cut += 1;
      return;
    }
    if (response.status === 503) {
      expect(response.headers.get('retry-after')).toBe('5');
      outcome.turnedAway += 1;
      return;
    }
    expect(response.status, await response.clone().text()).toBe(201);
    outcome.answered.push(((await response.json()) as { progress_log: { id: string } }).progress_log.id);
  }
}

describe(`SIGTERM under ${writers} writers (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every write it commits and loses none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'compound-drain-'));
    // Free ports, not fixed ones: CI runs this file on PGlite and on PostgreSQL at the same time.
    const [port, restartPort] = [await freePort(), await freePort()];
    const server = startServer(dataDir, port, env);
    await waitForHealth(port, 90_000);
    const cookie = await signUpVerified(port, dataDir, `drain-${Date.now()}@example.com`);
    const goal = await postJson(
      port,
      '/api/goals',
      { title: 'Write under a restart', target: 1e6 },
      { cookie },
    );
    expect(goal.status).toBe(201);
    const goalId = ((await goal.json()) as { goal: { id: string } }).goal.id;

    const outcome: TOutcome = { answered: [], cut: 0, turnedAway: 0 };
    const writing = Array.from({ length: writers }, () => write(port, cookie, goalId, outcome));
    while (outcome.answered.length < writers * 2) await new Promise((resolve) => setTimeout(resolve, 5));
    server.process.kill('SIGTERM');
    await Promise.all(writing);
    expect(await server.exited, server.output()).toBe(0);

    startServer(dataDir, restartPort, env);
    await waitForHealth(restartPort, 90_000);
    const stored = await fetch(`http://127.0.0.1:${restartPort}/api/goals/${goalId}/progress`, {
      headers: { cookie },
    });
    const ids = ((await stored.json()) as { progress_logs: { id: string }[] }).progress_logs.map(
      (log) => log.id,
    );
    console.log(
      `${outcome.answered.length} answered, ${outcome.turnedAway} turned away (503), ${outcome.cut} refused a connection`,
    );
    // Every write in the database was answered, and every answered one is there.
    expect(ids.sort()).toEqual([...outcome.answered].sort());
  }, 180_000);
});

import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheckInLoad } from './test/balanced-load';
import { startHaproxy, type THaproxy } from './test/haproxy';
import { call, freePort, signUpVerified, startFleetServer, type TFleetServer } from './test/server-fleet';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from './test/test-database';

/**
 * Two servers behind HAProxy running deploy/haproxy.cfg, one killed (SIGKILL) while check-ins stream
 * in: every request is answered, and every check-in answered 200 is in the database.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const haveHaproxy = spawnSync('haproxy', ['-v']).status === 0;

let databaseUrl = '';
let servers: TFleetServer[] = [];
let balancer: THaproxy | undefined;
let origin = '';

beforeAll(async () => {
  if (!baseUrl || !haveHaproxy) return;
  databaseUrl = await createEmptyPostgresDatabase(baseUrl, `balancer_${process.pid}`);
  const frontPort = await freePort();
  origin = `http://localhost:${frontPort}`;
  const env = { PUBLIC_URL: origin, TRUST_PROXY: 'true' };
  servers = await Promise.all([0, 1].map(() => startFleetServer(databaseUrl, env)));
  balancer = await startHaproxy(
    frontPort,
    servers.map((server) => server.port),
  );
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

describe.skipIf(!baseUrl || !haveHaproxy)('servers behind HAProxy (deploy/haproxy.cfg)', () => {
  it('answers every request and keeps every acknowledged check-in when a server is killed mid-load', async () => {
    const [first, second] = servers;
    if (!balancer || !first || !second) throw new Error('No servers');
    // The balancer, seen as one server: its origin, its port.
    const front = { ...first, url: balancer.url, port: Number(new URL(balancer.url).port) };
    const user = await signUpVerified(front, databaseUrl);
    const habitIds: string[] = [];
    for (const name of ['Stretch', 'Read', 'Walk', 'Floss']) {
      const created = await call(front, 'POST', '/api/habits', user.cookie, { name });
      expect(created.status).toBe(201);
      habitIds.push(((await created.json()) as { habit: { id: string } }).habit.id);
    }
    const requests = 400;
    let killed = false;
    const outcome = await runCheckInLoad({
      url: balancer.url,
      origin,
      cookie: user.cookie,
      habitIds,
      connections: 8,
      requests,
      afterEach: (done) => {
        if (!killed && done >= requests / 4) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
    });
    expect(killed).toBe(true);
    expect(outcome.unanswered).toBe(0);
    expect(outcome.statuses).toEqual({ 200: requests });

    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ habit_id: string; date: string }[]>`
        select habit_id, date::text as date from habit_logs where habit_id in ${sql(habitIds)}`;
      const saved = new Set(rows.map((row) => `${row.habit_id} ${row.date}`));
      const lost = outcome.acknowledged.filter((checkIn) => !saved.has(`${checkIn.habitId} ${checkIn.date}`));
      expect(lost).toEqual([]);
    } finally {
      await sql.end();
    }
  }, 120_000);
});

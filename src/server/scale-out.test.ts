import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../domain/dates/date-key';
import { formatReminderTime, readLocalClock } from '../domain/reminders/reminder-schedule';
import { readChangeStream } from './test/change-stream';
import { startPushServiceStandIn, type TPushServiceStandIn } from './test/push-service-stand-in';
import {
  call,
  signUpVerified,
  startFleetServer,
  type TFleetServer,
  type TFleetUser,
  within,
} from './test/server-fleet';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from './test/test-database';

/**
 * Issue 40: independent server processes on one PostgreSQL database behave as one server. CI runs this
 * on the local PostgreSQL, and again through PgBouncer in transaction mode (scripts/ci-scale-out.sh).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const fleetEnv = { WEBHOOKS_ALLOW_PRIVATE: 'true', PUSH_ALLOW_PRIVATE: 'true', REMINDER_TICK_MS: '200' };

let databaseUrl = '';
let sql: postgres.Sql;
let servers: TFleetServer[] = [];
let push: TPushServiceStandIn;
const closers: (() => unknown)[] = [];

/** A local webhook receiver: the event types of every request it got. */
async function startReceiver() {
  const received: string[] = [];
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push((JSON.parse(body) as { type: string }).type);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const server = (index: number) => {
  const found = servers[index];
  if (!found) throw new Error(`No server ${index}`);
  return found;
};

beforeAll(async () => {
  if (!baseUrl) return;
  databaseUrl = await createEmptyPostgresDatabase(baseUrl, `fleet_${process.pid}`);
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  push = await startPushServiceStandIn();
  // Three processes start together on an empty database: all of them try to migrate at once.
  servers = await Promise.all([0, 1, 2].map(() => startFleetServer(databaseUrl, fleetEnv)));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((each) => each.stop()));
  for (const close of closers) await close();
  await push?.close();
  await sql?.end();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

describe.skipIf(!baseUrl)('three server processes on one PostgreSQL database', () => {
  it('migrate once when they start together', async () => {
    const journal = JSON.parse(
      readFileSync(fileURLToPath(new URL('./db/migrations/meta/_journal.json', import.meta.url)), 'utf8'),
    ) as { entries: unknown[] };
    const count = await countOf(sql<{ count: number }[]>`
      select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(count).toBe(journal.entries.length);
    for (const each of servers) expect(each.output()).not.toMatch(/error/i);
  });

  it('share a session: signed in on one, the same account on the others', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    const emails = await Promise.all(
      servers.map(async (each) => {
        const me = await call(each, 'GET', '/api/me', user.cookie);
        expect(me.status).toBe(200);
        return ((await me.json()) as { user?: { email?: string }; email?: string }).user?.email;
      }),
    );
    expect(new Set(emails)).toEqual(new Set([user.email]));
  });

  it('refuse a session signed out on another server within a second', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    // Servers 1 and 2 have read the session, so it sits in their caches.
    for (const index of [1, 2])
      expect((await call(server(index), 'GET', '/api/me', user.cookie)).status).toBe(200);
    expect((await call(server(0), 'POST', '/api/auth/sign-out', user.cookie, {})).status).toBe(200);
    for (const index of [1, 2]) {
      const tookMs = await within(1_000, async () => {
        return (await call(server(index), 'GET', '/api/me', user.cookie)).status === 401;
      });
      expect(tookMs).toBeLessThan(1_000);
    }
  });

  it('carry a change written on one server to a realtime stream held by another', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    const abort = new AbortController();
    const response = await fetch(`${server(1).url}/api/realtime`, {
      headers: { cookie: user.cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const stream = await readChangeStream(response, abort);
    try {
      const created = await call(server(2), 'POST', '/api/goals', user.cookie, { title: 'Across servers' });
      expect(created.status).toBe(201);
      expect(await stream.next('goals', 2_000)).toMatchObject({ type: 'goals' });
    } finally {
      await stream.close();
    }
  });

  it('hold the signed-in coach limit of 100 a minute across servers', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    const ask = (index: number) =>
      call(server(index % servers.length), 'POST', '/api/coach/intent', user.cookie, {
        pending_action: { type: 'create_habit', name: 'Read' },
        user_message: 'no thanks',
      });
    const statuses: number[] = [];
    // Ten at a time, spread over the three servers, as a busy user's tabs would send them.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(batch * 10 + i)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    for (const index of [0, 1, 2]) expect((await ask(index)).status).toBe(429);
  });

  it('deliver a webhook once, whichever server queued it', async () => {
    const receiver = await startReceiver();
    const user = await signUpVerified(server(0), databaseUrl);
    const endpoint = await call(server(0), 'POST', '/api/webhook-endpoints', user.cookie, {
      url: receiver.url,
      events: ['habit.created'],
      description: 'Fleet test',
    });
    expect(endpoint.status).toBe(201);
    expect((await call(server(1), 'POST', '/api/habits', user.cookie, { name: 'Stretch' })).status).toBe(201);
    await within(5_000, async () => receiver.received.length > 0);
    // Every server polls the queue every second: two more seconds give each a chance to send it again.
    await pause(2_000);
    expect(receiver.received).toEqual(['habit.created']);
  });

  it('send a due reminder once', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    const zone = 'America/New_York';
    await call(server(0), 'PATCH', '/api/preferences', user.cookie, { timezone: zone });
    const habit = await call(server(1), 'POST', '/api/habits', user.cookie, { name: 'Floss' });
    const habitId = ((await habit.json()) as { habit: { id: string } }).habit.id;
    const subscription = push.subscribe();
    const device = await call(server(2), 'POST', '/api/reminders/devices', user.cookie, {
      ...subscription,
      label: 'Laptop',
    });
    expect(device.status).toBe(201);
    const time = formatReminderTime(readLocalClock(new Date(), zone).minuteOfDay);
    const reminder = await call(server(0), 'POST', `/api/habits/${habitId}/reminders`, user.cookie, { time });
    expect(reminder.status).toBe(201);
    await within(10_000, async () => push.readAll(subscription.endpoint).length > 0);
    // Each server ticks every 200 ms: a second more is five more chances each to send it twice.
    await pause(1_000);
    expect(push.readAll(subscription.endpoint)).toHaveLength(1);
  });

  it('write the day’s insights once when a person opens them on every server at once', async () => {
    const user = await signUpVerified(server(0), databaseUrl);
    const answers = await Promise.all(
      servers.map(async (each) => {
        const response = await call(each, 'GET', '/api/daily-insights/today', user.cookie);
        expect(response.status).toBe(200);
        return response.json();
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const count = await countOf(sql<{ count: number }[]>`
      select count(*)::int as count from daily_insights d join users u on u.id = d.user_id
      where u.email = ${user.email}`);
    expect(count).toBe(1);
  });

  it('run the broken-streak sweep once when two servers start together', async () => {
    const receiver = await startReceiver();
    const user: TFleetUser = await signUpVerified(server(0), databaseUrl);
    const endpoint = await call(server(0), 'POST', '/api/webhook-endpoints', user.cookie, {
      url: receiver.url,
      events: ['habit.streak_broken'],
      description: 'Streaks',
    });
    expect(endpoint.status).toBe(201);
    const habit = await call(server(0), 'POST', '/api/habits', user.cookie, { name: 'Run' });
    const habitId = ((await habit.json()) as { habit: { id: string } }).habit.id;
    const today = new Date().toISOString().slice(0, 10);
    for (const daysAgo of [3, 2]) {
      const logged = await call(server(1), 'PUT', '/api/habit-logs', user.cookie, {
        habit_id: habitId,
        date: addDays(today, -daysAgo),
        value: true,
      });
      expect(logged.status).toBe(200);
    }
    // The running servers swept at start; a new period begins, and two new servers each sweep at start.
    await sql`delete from job_leases where name = 'broken-streaks'`;
    const joined = await Promise.all([0, 1].map(() => startFleetServer(databaseUrl, fleetEnv)));
    servers.push(...joined);
    await within(10_000, async () => receiver.received.length > 0);
    await pause(2_000);
    expect(receiver.received).toEqual(['habit.streak_broken']);
    const count = await countOf(sql<{ count: number }[]>`
      select count(*)::int as count from job_leases where name = 'broken-streaks'`);
    expect(count).toBe(1);
  }, 120_000);
});

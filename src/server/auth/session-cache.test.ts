import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, type TListenWatch } from '../db/client';
import { sessions } from '../db/schema';
import { createSignedInUser } from '../test/factories';
import { createEmptyPostgresDatabase, dropPostgresDatabase, getTestDatabase } from '../test/test-database';
import { createTestServer, type TestServer } from '../test/test-server';

const me = (server: TestServer, cookie: string) => server.request('GET', '/api/me', { headers: { cookie } });

/** Asks until the answer comes, within a bound: a notice from another process arrives after its commit. */
async function meOnceHeard(
  server: TestServer,
  cookie: string,
  heard: (answer: Awaited<ReturnType<typeof me>>) => boolean,
) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await me(server, cookie);
    if (heard(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The worker's database, with a LISTEN connection the test can cut (notices are then lost, as they
 * would be) or slow down (notices wait until released, as they may on a busy network).
 */
function withControlledListen(database: DatabaseHandle) {
  const watches: TListenWatch[] = [];
  const held: (() => void)[] = [];
  let mode: 'open' | 'cut' | 'slow' = 'open';
  const handle: DatabaseHandle = {
    ...database,
    listen: (channel, onPayload, watch) => {
      if (watch) watches.push(watch);
      const deliver = (payload: string) => {
        if (mode === 'open') onPayload(payload);
        if (mode === 'slow') held.push(() => onPayload(payload));
      };
      return database.listen(channel, deliver, watch);
    },
  };
  return {
    handle,
    cut: () => {
      mode = 'cut';
      for (const watch of watches) watch.onLost();
    },
    slow: () => {
      mode = 'slow';
    },
    release: () => {
      mode = 'open';
      for (const deliver of held.splice(0)) deliver();
    },
  };
}

describe('a session kept by a process whose LISTEN connection is down', () => {
  it('is read from the database, so a revocation it cannot hear still counts', async () => {
    const listen = withControlledListen(await getTestDatabase());
    const server = await createTestServer({}, { database: listen.handle });
    const user = await createSignedInUser(server);
    expect((await me(server, user.cookie)).status).toBe(200);

    listen.cut();
    await server.deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await me(server, user.cookie)).status).toBe(401);
  });
});

describe('a sign-out through this process', () => {
  it('counts on its next request, without waiting for the notice of it', async () => {
    const listen = withControlledListen(await getTestDatabase());
    const server = await createTestServer({}, { database: listen.handle });
    const user = await createSignedInUser(server);
    expect((await me(server, user.cookie)).status).toBe(200);

    listen.slow();
    try {
      const signOut = await server.request('POST', '/api/auth/sign-out', {
        headers: { cookie: user.cookie },
        body: {},
      });
      expect(signOut.status).toBe(200);
      expect((await me(server, user.cookie)).status).toBe(401);
    } finally {
      listen.release();
    }
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
const opened: DatabaseHandle[] = [];
let databaseUrl: string | undefined;

afterAll(async () => {
  for (const database of opened.splice(0)) await database.close();
  if (databaseUrl) await dropPostgresDatabase(databaseUrl);
});

// Two app instances, each with its own pool and LISTEN connection, as two server processes have.
describe.skipIf(!baseUrl)('two app instances on one PostgreSQL database', () => {
  /** Resolves once the second instance's LISTEN connection is known to it as lost. */
  let secondLost: Promise<void> = Promise.resolve();

  async function twoInstances() {
    databaseUrl ??= await createEmptyPostgresDatabase(baseUrl ?? '', 'session_cache');
    const open = async (watched = false) => {
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl ?? '', maxConnections: 4 });
      opened.push(database);
      if (!watched) return createTestServer({}, { database });
      let heardLost = () => {};
      secondLost = new Promise((resolve) => {
        heardLost = resolve;
      });
      const observed: DatabaseHandle = {
        ...database,
        listen: (channel, onPayload, watch) =>
          database.listen(channel, onPayload, {
            onLost: () => {
              watch?.onLost();
              heardLost();
            },
            onListening: () => watch?.onListening(),
          }),
      };
      return createTestServer({}, { database: observed });
    };
    return [await open(), await open(true)] as const;
  }

  it('refuses in one a session signed out or renamed through the other', async () => {
    const [first, second] = await twoInstances();
    const user = await createSignedInUser(first, { name: 'Before' });
    expect((await me(second, user.cookie)).json.user.name).toBe('Before');

    const renamed = await first.request('POST', '/api/auth/update-user', {
      headers: { cookie: user.cookie },
      body: { name: 'After' },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await meOnceHeard(
      second,
      user.cookie,
      (answer) => answer.json.user?.name === 'After',
    );
    expect(afterRename.json.user.name).toBe('After');

    const signOut = await first.request('POST', '/api/auth/sign-out', {
      headers: { cookie: user.cookie },
      body: {},
    });
    expect(signOut.status).toBe(200);
    expect((await meOnceHeard(second, user.cookie, (answer) => answer.status === 401)).status).toBe(401);
  });

  it('reads the row again once its LISTEN connection was cut, missing nothing sent meanwhile', async () => {
    const [, second] = await twoInstances();
    const user = await createSignedInUser(second);
    expect((await me(second, user.cookie)).status).toBe(200);

    const admin = postgres(databaseUrl ?? '', { max: 1, onnotice: () => {} });
    try {
      const listening = await admin<{ pid: number }[]>`select pid from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`;
      const pids = listening.map((row) => row.pid);
      await admin`select pg_terminate_backend(pid) from unnest(${pids}::int[]) as pid`;
      // pg_terminate_backend only signals: wait until the connections are gone, then write at once.
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline) {
        const [alive] =
          await admin`select count(*)::int as n from pg_stat_activity where pid = any(${pids}::int[])`;
        if (alive?.n === 0) break;
      }
      // The process learns of the cut only when its socket closes; until then no client can know.
      await secondLost;
      await admin`delete from sessions where user_id = ${user.id}`;
    } finally {
      await admin.end();
    }
    // The delete fell while the process was not listening, or after it listened again (then its notice
    // comes just after the commit): either way the kept session must stop answering well within the
    // cache's five-second safety net.
    expect((await meOnceHeard(second, user.cookie, (answer) => answer.status === 401)).status).toBe(401);
  });
});

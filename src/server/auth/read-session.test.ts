import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createSignedInUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const day = 24 * 60 * 60 * 1000;
const me = (cookie: string) => server.request('GET', '/api/me', { headers: { cookie } });

/**
 * A write made straight in the database (as another server process would) reaches this process's
 * session cache through its notice, a moment after the commit: poll for it, within a bound.
 */
async function meOnceHeard(
  cookie: string,
  heard: (answer: Awaited<ReturnType<typeof me>>) => boolean | Promise<boolean>,
) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await me(cookie);
    if ((await heard(answer)) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function sessionOf(userId: string) {
  const [row] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error('No session row');
  return row;
}

describe('reading the session of a request', () => {
  it('knows the user by their cookie and sees a rename made elsewhere once it is announced', async () => {
    const user = await createSignedInUser(server, { name: 'Before' });
    expect((await me(user.cookie)).json.user).toMatchObject({ id: user.id, name: 'Before' });
    await server.deps.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    const renamed = await meOnceHeard(user.cookie, (answer) => answer.json.user.name === 'After');
    expect(renamed.json.user.name).toBe('After');
  });

  it('refuses a cookie whose signature was made with another secret, or altered', async () => {
    const user = await createSignedInUser(server);
    const token = (await sessionOf(user.id)).token;
    const forged = `compound.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(forged)).status).toBe(401);
    expect((await me(`compound.session_token=${token}`)).status).toBe(401);
  });

  it('refuses a session once its row is gone (signed out elsewhere)', async () => {
    const user = await createSignedInUser(server);
    expect((await me(user.cookie)).status).toBe(200);
    await server.deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await meOnceHeard(user.cookie, (answer) => answer.status === 401)).status).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const user = await createSignedInUser(server);
    expect((await me(user.cookie)).status).toBe(200);
    await server.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await meOnceHeard(user.cookie, (answer) => answer.status === 401)).status).toBe(401);
    const rows = await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('extends a session a day after its last extension, as Better Auth does', async () => {
    const user = await createSignedInUser(server);
    expect((await me(user.cookie)).status).toBe(200);
    const tenDaysLeft = new Date(Date.now() + 10 * day);
    await server.deps.db.update(sessions).set({ expiresAt: tenDaysLeft }).where(eq(sessions.userId, user.id));
    const answer = await meOnceHeard(
      user.cookie,
      async () => (await sessionOf(user.id)).expiresAt.getTime() > Date.now() + 29 * day,
    );
    expect(answer.status).toBe(200);
    const extended = await sessionOf(user.id);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
  });

  it('leaves a session alone within a day of its last extension', async () => {
    const user = await createSignedInUser(server);
    const before = await sessionOf(user.id);
    expect((await me(user.cookie)).status).toBe(200);
    expect((await sessionOf(user.id)).expiresAt).toEqual(before.expiresAt);
  });
});

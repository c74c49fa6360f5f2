import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, habits, sessions, users, verifications } from '../db/schema';
import { createOwnedRows, createSignedInUser, type TTestUser } from '../test/factories';
import { readRows } from '../test/test-database';
import { cookiesFrom, createTestServer, linkFrom, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

const as = (user: TTestUser, cookie = user.cookie) => ({ cookie });

async function signIn(email: string, password: string) {
  const response = await server.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  return { status: response.status, cookie: cookiesFrom(response.headers) };
}

const readMe = async (cookie: string) => server.request('GET', '/api/me', { headers: { cookie } });

/** Every base table with a user_id column, read from the database itself so new tables are covered. */
async function listUserOwnedTables(): Promise<string[]> {
  const result = await server.deps.db.execute(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return readRows<{ table_name: string }>(result).map((row) => row.table_name);
}

async function countRowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listUserOwnedTables()) {
    const result = await server.deps.db.execute(
      sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    counts[table] = readRows<{ count: number }>(result)[0]?.count ?? 0;
  }
  const [user] = await server.deps.db.select().from(users).where(eq(users.id, userId));
  counts.users = user ? 1 : 0;
  counts.profiles_by_id = readRows<{ count: number }>(
    await server.deps.db.execute(sql`select count(*)::int as count from profiles where id = ${userId}`),
  )[0]?.count as number;
  return counts;
}

describe('account settings through Better Auth', () => {
  it('renames the user', async () => {
    const user = await createSignedInUser(server);
    const renamed = await server.request('POST', '/api/auth/update-user', {
      body: { name: 'Grace Hopper' },
      headers: as(user),
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await readMe(user.cookie)).json.user.name).toBe('Grace Hopper');
  });

  it('changes the e-mail only once the new address is confirmed through its link', async () => {
    const user = await createSignedInUser(server);
    const newEmail = `new-${user.email}`;
    const asked = await server.request('POST', '/api/auth/change-email', {
      body: { newEmail, callbackURL: '/settings' },
      headers: as(user),
    });
    expect(asked.status, asked.text).toBe(200);
    expect((await readMe(user.cookie)).json.user.email).toBe(user.email);

    const mail = await server.waitForEmail(newEmail, 'Confirm your new e-mail');
    expect(mail.html).toContain('Use this e-mail');
    const link = linkFrom(mail.text);
    const opened = await server.app.request(link.pathname + link.search, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/settings');

    expect((await readMe(user.cookie)).json.user).toMatchObject({ email: newEmail, email_verified: true });
    expect((await signIn(newEmail, user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  it('changes the password only with the current one', async () => {
    const user = await createSignedInUser(server);
    const change = (currentPassword: string) =>
      server.request('POST', '/api/auth/change-password', {
        body: { currentPassword, newPassword: 'a brand new password', revokeOtherSessions: true },
        headers: as(user),
      });
    const wrong = await change('not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('INVALID_PASSWORD');
    expect((await change(user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'a brand new password')).status).toBe(200);
  });

  it('limits password guesses from one address', async () => {
    const user = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await server.request('POST', '/api/auth/change-password', {
        body: { currentPassword: `guess ${attempt}`, newPassword: 'a brand new password' },
        headers: as(user),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lists the sessions and signs out every other device', async () => {
    const user = await createSignedInUser(server);
    const phone = await signIn(user.email, user.password);
    const listed = await server.request('GET', '/api/auth/list-sessions', { headers: as(user) });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json).toHaveLength(2);

    const revoked = await server.request('POST', '/api/auth/revoke-other-sessions', {
      body: {},
      headers: as(user),
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await readMe(phone.cookie)).status).toBe(401);
    expect((await readMe(user.cookie)).status).toBe(200);
    const left = await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('needs the password, then removes every row the user owns and signs them out', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    await createOwnedRows(server.deps.db, user.id, 'A');
    await createOwnedRows(server.deps.db, other.id, 'B');
    await server.request('POST', '/api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: '/reset-password' },
    });
    const before = await countRowsOf(user.id);
    // The factory must reach every table, or this test would pass without proving anything for it.
    for (const [table, count] of Object.entries(before)) expect(count, table).toBeGreaterThan(0);

    const remove = (body: Record<string, unknown>) =>
      server.request('POST', '/api/auth/delete-user', { body, headers: as(user) });
    const withoutPassword = await remove({});
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.json.message).toBe('Enter your password to delete your account.');
    expect((await remove({ password: 'not my password' })).json.code).toBe('INVALID_PASSWORD');
    expect((await countRowsOf(user.id)).habits).toBe(1);

    const deleted = await remove({ password: user.password });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toMatchObject({ success: true, message: 'User deleted' });
    expect(deleted.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);

    const after = await countRowsOf(user.id);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await server.deps.db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([]);
    expect(await server.deps.db.select().from(verifications).where(eq(verifications.value, user.id))).toEqual(
      [],
    );
    expect((await readMe(user.cookie)).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);

    const othersRows = await countRowsOf(other.id);
    for (const [table, count] of Object.entries(othersRows)) expect(count, table).toBe(before[table]);
    expect(await server.deps.db.select().from(habits).where(eq(habits.userId, other.id))).toHaveLength(1);
  });
});

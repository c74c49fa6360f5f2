import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { createSignedInUser, type TTestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function createToken(user: TTestUser, scope: 'read' | 'write', name = 'Home dashboard') {
  const created = await server.request('POST', '/api/api-tokens', {
    headers: { cookie: user.cookie },
    body: { name, scope },
  });
  expect(created.status, created.text).toBe(201);
  return created.json as { token: { id: string; hint: string }; secret: string };
}

/** A script's call: no cookie, no Origin, only the token. */
const withToken = (secret: string, method: string, path: string, body?: unknown) =>
  server.request(method, path, { headers: { authorization: `Bearer ${secret}`, origin: '' }, body });

describe('personal API tokens', () => {
  it('drive the account from a script: a write token creates a habit, a read token reads it', async () => {
    const user = await createSignedInUser(server);
    const write = await createToken(user, 'write');
    const read = await createToken(user, 'read');
    expect(write.secret).toMatch(/^cmp_[\w-]{43}$/);

    const created = await withToken(write.secret, 'POST', '/api/habits', {
      name: 'Stretch',
      type: 'boolean',
    });
    expect(created.status, created.text).toBe(201);
    const day = await withToken(read.secret, 'GET', '/api/habits');
    expect(day.status).toBe(200);
    expect(day.json.habits.map((habit: { name: string }) => habit.name)).toEqual(['Stretch']);
  });

  it('refuses a write with a read token, saying why', async () => {
    const user = await createSignedInUser(server);
    const read = await createToken(user, 'read');
    const refused = await withToken(read.secret, 'POST', '/api/habits', { name: 'Stretch', type: 'boolean' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'insufficient_scope',
      message: 'This API token can only read. Create a read-and-write token to make changes.',
    });
  });

  it('answers 401 once the token is revoked', async () => {
    const user = await createSignedInUser(server);
    const token = await createToken(user, 'write');
    expect((await withToken(token.secret, 'GET', '/api/habits')).status).toBe(200);
    const revoked = await server.request('DELETE', `/api/api-tokens/${token.token.id}`, {
      headers: { cookie: user.cookie },
    });
    expect(revoked.status).toBe(204);
    const after = await withToken(token.secret, 'GET', '/api/habits');
    expect(after.status).toBe(401);
    expect(after.json.error.message).toBe('This API token is not valid: it may have been revoked.');
  });

  it("never reaches another user's data, nor revokes another user's token", async () => {
    const owner = await createSignedInUser(server);
    const stranger = await createSignedInUser(server);
    const habit = await server.request('POST', '/api/habits', {
      headers: { cookie: owner.cookie },
      body: { name: 'Private habit', type: 'boolean' },
    });
    const ownersToken = await createToken(owner, 'write');
    const strangersToken = await createToken(stranger, 'write');
    const peek = await withToken(strangersToken.secret, 'PATCH', `/api/habits/${habit.json.id}`, {
      name: 'Mine',
    });
    expect(peek.status).toBe(404);
    expect((await withToken(strangersToken.secret, 'GET', '/api/habits')).json.habits).toEqual([]);
    const revoke = await server.request('DELETE', `/api/api-tokens/${ownersToken.token.id}`, {
      headers: { cookie: stranger.cookie },
    });
    expect(revoke.status).toBe(404);
    expect((await withToken(ownersToken.secret, 'GET', '/api/habits')).status).toBe(200);
  });

  it('cannot list or mint tokens itself', async () => {
    const user = await createSignedInUser(server);
    const token = await createToken(user, 'write');
    expect((await withToken(token.secret, 'GET', '/api/api-tokens')).status).toBe(403);
    const mint = await withToken(token.secret, 'POST', '/api/api-tokens', { name: 'More', scope: 'write' });
    expect(mint.status).toBe(403);
  });

  it('keeps only a hash of the secret, and lists tokens with their hint and last use', async () => {
    const user = await createSignedInUser(server);
    const token = await createToken(user, 'read', 'Zapier');
    const [row] = await server.deps.db.select().from(apiTokens).where(eq(apiTokens.id, token.token.id));
    expect(JSON.stringify(row)).not.toContain(token.secret.slice(4));
    await withToken(token.secret, 'GET', '/api/habits');
    const listed = await server.request('GET', '/api/api-tokens', { headers: { cookie: user.cookie } });
    expect(listed.json.tokens).toEqual([
      expect.objectContaining({ name: 'Zapier', scope: 'read', hint: `${token.secret.slice(0, 8)}…` }),
    ]);
    expect(listed.json.tokens[0].last_used_at).not.toBeNull();
  });

  it('refuses a nameless token and an unknown scope with the reason', async () => {
    const user = await createSignedInUser(server);
    const nameless = await server.request('POST', '/api/api-tokens', {
      headers: { cookie: user.cookie },
      body: { name: ' ', scope: 'read' },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.text).toContain('Name the token, for example after the script that uses it.');
  });
});

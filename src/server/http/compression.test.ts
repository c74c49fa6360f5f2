import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestUser } from '../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

async function userWithManyHabits(): Promise<TTestUser> {
  const user = await createSignedInUser(server);
  for (let index = 0; index < 30; index++) {
    const created = await server.request('POST', '/api/habits', {
      headers: { cookie: user.cookie },
      body: { name: `Habit number ${index} with a longer name`, type: 'boolean' },
    });
    expect(created.status).toBe(201);
  }
  return user;
}

const send = (user: TTestUser, method: string, path: string, acceptEncoding?: string) =>
  server.app.request(path, {
    method,
    headers: {
      cookie: user.cookie,
      origin: TEST_ORIGIN,
      ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
    },
  });

describe('API answers on a slow phone link', () => {
  it('sends a many-habit day gzipped to a browser that accepts it, with the same JSON inside', async () => {
    const user = await userWithManyHabits();
    const plain = await (await send(user, 'GET', '/api/habits')).text();
    const zipped = await send(user, 'GET', '/api/habits', 'gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(JSON.parse(plain));
  });

  it('leaves a write’s answer, and a client that asks for no encoding, as they are', async () => {
    const user = await userWithManyHabits();
    expect((await send(user, 'GET', '/api/habits')).headers.get('content-encoding')).toBeNull();
    const signedOut = await send(user, 'POST', '/api/auth/sign-out', 'gzip');
    expect(signedOut.headers.get('content-encoding')).toBeNull();
  });
});

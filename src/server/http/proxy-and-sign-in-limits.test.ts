import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  // One proxy of the operator's own: the hop it appends (the rightmost) is the caller.
  server = await createTestServer({ TRUST_PROXY: 'true' });
});

const signIn = (email: string, password: string, forwardedFor: string) =>
  server.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('limits behind a trusted proxy', () => {
  it('counts 30 sign-ins with a rotating forged first hop like 30 from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const forged = `10.0.${attempt}.1`;
      // A new account each time, so only the per-address limit can stop them.
      const account = `nobody${attempt}@example.com`;
      statuses.push((await signIn(account, 'wrong password', `${forged}, 203.0.113.7`)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('takes the hop a configured number of proxies from the right', async () => {
    const twoHops = await createTestServer({ TRUST_PROXY: '2' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const forwardedFor = `10.9.${attempt}.1, 198.51.100.4, 172.16.0.2`;
      const answer = await twoHops.request('POST', '/api/auth/sign-in/email', {
        body: { email: `someone${attempt}@example.com`, password: 'wrong password' },
        headers: { 'x-forwarded-for': forwardedFor },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

const forgetPerAddressLimit = () =>
  server.deps.db.execute("delete from rate_limits where key like 'signIn:%'");
// As if the wait had passed: the count of failures stays, the block goes.
const waitOut = () =>
  server.deps.db.execute("update rate_limits set expire = now() where key like 'signInGuard:%'");

describe('the per-account sign-in throttle', () => {
  it('makes one address wait after five wrong passwords while the owner signs in from their own', async () => {
    const owner = await createSignedInUser(server);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(owner.email, 'guess', '198.51.100.66')).status).toBe(401);
    }
    const stopped = await signIn(owner.email, owner.password, '198.51.100.66');
    expect(stopped.status).toBe(429);
    expect(stopped.json.error.message).toBe('Too many attempts. Try again in 1 minute.');
    expect((await signIn(owner.email, owner.password, '203.0.113.20')).status).toBe(200);
  });

  it('doubles the wait with each further wrong password', async () => {
    const owner = await createSignedInUser(server);
    const waits: (string | null)[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      await forgetPerAddressLimit();
      await waitOut();
      await signIn(owner.email, 'guess', '198.51.100.67');
      waits.push((await signIn(owner.email, 'guess', '198.51.100.67')).headers.get('retry-after'));
    }
    // Failures 1 to 4 cost nothing; from the fifth on, each leaves a wait twice the last one. Retry-After
    // counts down from the wait the failure set, and on a loaded machine a second may pass between the two
    // sign-ins (password hashing), so each is read as "at most the wait, and less than 5 s into it".
    expect(waits.slice(0, 2)).toEqual([null, null]);
    for (const [index, full] of [60, 120, 240, 480, 960, 1920].entries()) {
      const wait = Number(waits[index + 2]);
      expect(wait).toBeLessThanOrEqual(full);
      expect(wait).toBeGreaterThan(full - 5);
    }
  });

  it('counts only wrong passwords, and a right one starts the count again', async () => {
    const owner = await createSignedInUser(server);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(owner.email, 'guess', '198.51.100.68')).status).toBe(401);
      }
      await forgetPerAddressLimit();
      expect((await signIn(owner.email, owner.password, '198.51.100.68')).status).toBe(200);
    }
  });

  it('caps wrong passwords spread over many addresses at 50 an hour for one account', async () => {
    const owner = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 55; attempt++) {
      statuses.push((await signIn(owner.email, 'guess', `192.0.2.${attempt}`)).status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    // 55 password checks, each a deliberately slow hash.
  }, 120_000);
});

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
      statuses.push((await signIn('nobody@example.com', 'wrong password', `${forged}, 203.0.113.7`)).status);
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
        body: { email: 'nobody@example.com', password: 'wrong password' },
        headers: { 'x-forwarded-for': forwardedFor },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('the per-account sign-in throttle', () => {
  it('stops one address guessing an account while the owner signs in from their own', async () => {
    const owner = await createSignedInUser(server);
    // Spread over minutes the per-address limit forgets; the account-and-address pair does not.
    for (let attempt = 0; attempt < 10; attempt++) {
      await server.deps.db.execute("delete from rate_limits where key like 'signIn:%'");
      expect((await signIn(owner.email, 'guess', '198.51.100.66')).status).toBe(401);
    }
    await server.deps.db.execute("delete from rate_limits where key like 'signIn:%'");
    const stopped = await signIn(owner.email, owner.password, '198.51.100.66');
    expect(stopped.status).toBe(429);
    expect(stopped.json.error.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect((await signIn(owner.email, owner.password, '203.0.113.20')).status).toBe(200);
  });

  it('caps guesses spread over many addresses at 50 an hour for one account', async () => {
    const owner = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 55; attempt++) {
      statuses.push((await signIn(owner.email, 'guess', `192.0.2.${attempt}`)).status);
    }
    // The owner's own sign-in that made the session was the first of the 50.
    expect(statuses.filter((status) => status === 401)).toHaveLength(49);
    expect(statuses.slice(49).every((status) => status === 429)).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test/test-server';
import { unsupportedAuthBody } from './auth-body-type';

let server: TestServer;

beforeAll(async () => {
  // No proxy trusted (the default): X-Forwarded-For is the caller's to write, and is not believed.
  // The per-address limit is raised so only the per-account throttle answers here.
  server = await createTestServer({ RATE_LIMIT_MULTIPLIER: '10' });
});

const signInAs = (body: BodyInit, contentType: string, forwardedFor = '198.51.100.1') =>
  server.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, 'x-forwarded-for': forwardedFor },
    body,
  });

const formSignIn = (email: string, password: string, forwardedFor?: string) =>
  signInAs(
    new URLSearchParams({ email, password }).toString(),
    'application/x-www-form-urlencoded',
    forwardedFor,
  );

const jsonSignIn = (email: string, password: string) =>
  signInAs(JSON.stringify({ email, password }), 'application/json');

describe('the sign-in throttle, whatever the body', () => {
  it('holds the right password back after 8 wrong form-encoded ones from 8 claimed addresses', async () => {
    const owner = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push((await formSignIn(owner.email, `guess ${attempt}`, `203.0.113.${attempt + 1}`)).status);
    }
    // Five wrong passwords are checked; then the wait holds every attempt, however it is encoded.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await formSignIn(owner.email, owner.password, '203.0.113.9')).status).toBe(429);
    expect((await jsonSignIn(owner.email, owner.password)).status).toBe(429);
  });

  it('refuses every encoding Better Auth does not read, with a clear message (415)', async () => {
    const form = new FormData();
    form.set('email', 'a@example.com');
    form.set('password', 'guess');
    for (const refused of [
      await signInAs('email=a@example.com&password=x', 'text/plain'),
      await server.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN },
        body: form,
      }),
    ]) {
      expect(refused.status).toBe(415);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        unsupportedAuthBody,
      );
    }
  });

  it('gives 12 wrong passwords sent at once no more checks than 12 sent one by one', async () => {
    const [together, oneByOne] = [await createSignedInUser(server), await createSignedInUser(server)];
    const atOnce = await Promise.all(
      Array.from({ length: 12 }, (_, index) => jsonSignIn(together.email, `guess ${index}`)),
    );
    const inTurn: Response[] = [];
    for (let index = 0; index < 12; index++) inTurn.push(await jsonSignIn(oneByOne.email, `guess ${index}`));
    const checked = (responses: Response[]) => responses.filter((response) => response.status === 401).length;
    expect(checked(inTurn)).toBe(5);
    expect(checked(atOnce)).toBeLessThanOrEqual(checked(inTurn));
    expect((await jsonSignIn(together.email, together.password)).status).toBe(429);
  });
});

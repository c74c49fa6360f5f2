import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGoogleCertsTo, startGoogleStandIn } from '../test/google-stand-in';
import { createTestServer, type TestServer } from '../test/test-server';

const webClient = 'compound-web.apps.googleusercontent.com';
const iosClient = 'compound-ios.apps.googleusercontent.com';
const appOrigin = 'capacitor://localhost';

let server: TestServer;
let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
let stranger: Awaited<ReturnType<typeof startGoogleStandIn>>;
let unroute: () => void;

beforeAll(async () => {
  google = await startGoogleStandIn();
  stranger = await startGoogleStandIn();
  unroute = routeGoogleCertsTo(google.url);
  server = await createTestServer({
    GOOGLE_CLIENT_ID: webClient,
    GOOGLE_CLIENT_SECRET: 'google-web-secret',
    GOOGLE_IOS_CLIENT_ID: iosClient,
    NATIVE_APPS: 'true',
  });
});

afterAll(async () => {
  unroute();
  await google.close();
  await stranger.close();
});

const signInWith = (token: string) =>
  server.request('POST', '/api/auth/sign-in/social', {
    body: { provider: 'google', idToken: { token } },
    headers: { origin: appOrigin },
  });

describe('native Google sign-in (the apps hand Better Auth the ID token of Google’s account sheet)', () => {
  it('signs a new person in with an iOS or Android token, as a bearer session the apps keep', async () => {
    for (const audience of [iosClient, webClient]) {
      const email = `google-${audience.split('.')[0]}-${Date.now()}@example.com`;
      const response = await signInWith(google.signIdToken({ email, name: 'Gia Google', audience }));
      expect(response.status, response.text).toBe(200);
      const token = response.headers.get('set-auth-token');
      expect(token).toBeTruthy();
      const me = await server.request('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.json.user).toMatchObject({ email, name: 'Gia Google' });
    }
  });

  it('refuses a token made for another app, or not signed by Google, without a session', async () => {
    const email = `google-refused-${Date.now()}@example.com`;
    for (const token of [
      google.signIdToken({ email, name: 'Other App', audience: 'someone-else.apps.googleusercontent.com' }),
      stranger.signIdToken({ email, name: 'Forged', audience: iosClient }),
    ]) {
      const response = await signInWith(token);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('set-auth-token')).toBeNull();
    }
  });
});

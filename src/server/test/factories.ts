import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { cookiesFrom, type TestServer } from './test-server';

let sequence = 0;

export type TTestUser = { id: string; email: string; password: string; cookie: string; token: string };

/** A verified account, signed in: the cookie for web-style calls, the bearer token for native-style calls. */
export async function createSignedInUser(
  server: TestServer,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TTestUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const { user } = await server.deps.auth.api.signUpEmail({
    body: { email, password, name: overrides.name ?? `User ${sequence}` },
  });
  await server.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const signIn = await server.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (signIn.status !== 200) throw new Error(`Sign-in failed: ${signIn.text}`);
  return {
    id: user.id,
    email,
    password,
    cookie: cookiesFrom(signIn.headers),
    token: signIn.headers.get('set-auth-token') ?? '',
  };
}

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createSignedInUser } from '../test/factories';
import { cookiesFrom, createTestServer, linkFrom, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: 'Boss@Example.com' });
});

const password = 'a long enough password';

async function signUp(email: string, callbackURL = '/auth?type=signup') {
  return server.request('POST', '/api/auth/sign-up/email', {
    body: { email, password, name: 'Ada', callbackURL },
  });
}

/** Follows an e-mailed auth link the way a browser would: GET it, keep the cookies it sets. */
async function openLink(url: URL) {
  const response = await server.app.request(url.pathname + url.search, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: cookiesFrom(response.headers),
  };
}

describe('sign-up and e-mail verification', () => {
  it('sends a verification e-mail whose link signs the user in and returns to the callback', async () => {
    const created = await signUp('ada@example.com');
    expect(created.status).toBe(200);
    expect(created.json.user.emailVerified).toBe(false);

    const mail = await server.waitForEmail('ada@example.com', 'Verify');
    expect(mail.html).toContain('Verify e-mail');
    const opened = await openLink(linkFrom(mail.text));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe('/auth?type=signup');

    const me = await server.request('GET', '/api/me', { headers: { cookie: opened.cookie } });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email: 'ada@example.com', email_verified: true });
    expect(me.json.is_admin).toBe(false);
  });

  it('refuses to sign in before the address is verified', async () => {
    await signUp('unverified@example.com');
    const signIn = await server.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'unverified@example.com', password },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error).toEqual({ code: 'email_not_verified', message: 'Email not verified' });
  });

  it('sends an invalid or tampered link back to the callback with an error', async () => {
    await signUp('tamper@example.com');
    const link = linkFrom((await server.waitForEmail('tamper@example.com', 'Verify')).text);
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/auth\?type=signup&error=INVALID_TOKEN$/);
    expect(opened.cookie).toBe('');
  });

  it('refuses a duplicate account and a short password with the API error shape', async () => {
    const first = await signUp('twice@example.com');
    const again = await signUp('twice@example.com');
    // The same answer as a new sign-up, so the form cannot be used to find out who has an account.
    expect(again.status).toBe(200);
    expect(again.json.user.email).toBe('twice@example.com');
    expect(again.json.user.id).not.toBe(first.json.user.id);
    const rows = await server.deps.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows.map((row) => row.id)).toEqual([first.json.user.id]);

    const short = await server.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: 'short', name: 'S' },
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toEqual({ code: 'password_too_short', message: 'Password too short' });
  });

  it('never sends a user to another site from a link', async () => {
    const signUpWithEvilCallback = await signUp('phish@example.com', 'https://evil.example/steal');
    expect(signUpWithEvilCallback.status).toBe(403);
    expect(signUpWithEvilCallback.json.error.code).toBe('invalid_callback_url');

    await signUp('phish@example.com');
    const link = linkFrom((await server.waitForEmail('phish@example.com', 'Verify')).text);
    link.searchParams.set('callbackURL', '//evil.example/steal');
    const opened = await openLink(link);
    expect(opened.status).toBe(403);
    expect(opened.location).toBeNull();
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('keeps the session across requests, by cookie and by bearer token, until sign-out', async () => {
    const user = await createSignedInUser(server);
    expect((await server.request('GET', '/api/me', { headers: { cookie: user.cookie } })).status).toBe(200);
    expect(user.token).not.toBe('');
    const byBearer = await server.request('GET', '/api/me', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json.user.id).toBe(user.id);

    const sessions = await server.request('GET', '/api/auth/list-sessions', {
      headers: { cookie: user.cookie },
    });
    expect(sessions.status).toBe(200);
    expect(sessions.json).toHaveLength(1);

    const signOut = await server.request('POST', '/api/auth/sign-out', {
      headers: { cookie: user.cookie },
      body: {},
    });
    expect(signOut.status).toBe(200);
    const after = await server.request('GET', '/api/me', { headers: { cookie: user.cookie } });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ error: { code: 'not_authenticated', message: 'Not authenticated' } });
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const user = await createSignedInUser(server);
    const wrong = await server.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: 'not the password' },
    });
    const unknown = await server.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.error).toEqual(unknown.json.error);
  });

  it('answers each of many overlapping auth calls with its own user (auth contexts released between calls)', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(server)));
    const answers = await Promise.all(
      people.flatMap((person) => [
        server.request('GET', '/api/auth/get-session', { headers: { cookie: person.cookie } }),
        server.request('GET', '/api/me', { headers: { authorization: `Bearer ${person.token}` } }),
      ]),
    );
    expect(answers.map((answer) => answer.json.user.id)).toEqual(
      people.flatMap((person) => [person.id, person.id]),
    );
  });

  it('marks accounts on ADMIN_EMAILS as admins, whatever the case', async () => {
    const boss = await createSignedInUser(server, { email: 'boss@example.com' });
    const me = await server.request('GET', '/api/me', { headers: { cookie: boss.cookie } });
    expect(me.json.is_admin).toBe(true);
  });
});

describe('password reset', () => {
  it('e-mails a link that lets the user choose a new password and signs out every old session', async () => {
    const user = await createSignedInUser(server);
    const requested = await server.request('POST', '/api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);

    const mail = await server.waitForEmail(user.email, 'Reset');
    const opened = await openLink(linkFrom(mail.text));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.location ?? '', server.settings.publicUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { newPassword: 'a brand new password', token },
    });
    expect(reset.status).toBe(200);

    expect((await server.request('GET', '/api/me', { headers: { cookie: user.cookie } })).status).toBe(401);
    const oldPassword = await server.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: 'a brand new password' },
    });
    expect(newPassword.status).toBe(200);

    const reused = await server.request('POST', '/api/auth/reset-password', {
      body: { newPassword: 'yet another password', token },
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe('invalid_token');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const requested = await server.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'ghost@example.com', redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);
    await expect(server.waitForEmail('ghost@example.com', 'Reset', 300)).rejects.toThrow();
  });

  it('sends an expired or unknown reset link to the error page of the callback', async () => {
    const opened = await openLink(
      new URL(
        '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password',
        server.settings.publicUrl,
      ),
    );
    expect(opened.status).toBe(302);
    expect(opened.location).toContain('/reset-password?error=INVALID_TOKEN');
  });
});

describe('rate limits', () => {
  it('refuses the 11th sign-in attempt within a minute from one address', async () => {
    const limited = await createTestServer();
    // A new account each time: the per-account wait (proxy-and-sign-in-limits.test.ts) stays out of it.
    let account = 0;
    const attempt = () => {
      account += 1;
      return limited.request('POST', '/api/auth/sign-in/email', {
        body: { email: `x${account}@example.com`, password: 'whatever1' },
      });
    };
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toBe('Too many attempts. Try again in 1 minute.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sign-ups and password reset requests', async () => {
    const limited = await createTestServer();
    for (let i = 0; i < 5; i++) {
      const response = await limited.request('POST', '/api/auth/request-password-reset', {
        body: { email: `r${i}@example.com`, redirectTo: '/reset-password' },
      });
      expect(response.status).toBe(200);
    }
    const refused = await limited.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'r@example.com', redirectTo: '/reset-password' },
    });
    expect(refused.status).toBe(429);

    for (let i = 0; i < 10; i++) {
      expect(
        (
          await limited.request('POST', '/api/auth/sign-up/email', {
            body: { email: `s${i}@example.com`, password, name: 'S' },
          })
        ).status,
      ).toBe(200);
    }
    const tooMany = await limited.request('POST', '/api/auth/sign-up/email', {
      body: { email: 's@example.com', password, name: 'S' },
    });
    expect(tooMany.status).toBe(429);
  });
});

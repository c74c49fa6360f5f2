import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { sessions, users } from '../db/schema';
import { BoundedMap } from '../lib/bounded-map';
import type { Auth, TSessionUser } from './create-auth';
import type { SessionCache, TSessionAnswer } from './session-cache';
import { verifySignedCookieValue } from './signed-cookie';

/**
 * The signed-in user of a request, read with one query in the common case: a browser's signed
 * session cookie for a live session that needs no refresh. Every other case (a bearer token, an
 * expired session Better Auth should clean up, a session due for its daily extension) goes to
 * Better Auth's own getSession, so its rules stay the only rules; this path only answers where
 * their answer is already known. The row is kept a few seconds per process, and dropped when the
 * database announces a change to it (session-cache.ts, docs/decisions/0003-tracker-performance.md).
 */
const sessionByToken = preparedQuery((db) =>
  db
    .select({ user: getTableColumns(users), expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token'),
);

export function createSessionReader(auth: Auth, db: Database, cache: SessionCache) {
  const viaBetterAuth = async (c: Context) =>
    (await auth.api.getSession({ headers: c.req.raw.headers }))?.user ?? null;

  // A browser sends the same Cookie header on every request of a session: once its session cookie is
  // found and its signature checked, the header stays valid for this secret, and only what it names is
  // asked of the database each time. Forged cookies are never kept, so this holds only cookies we issued.
  const verifiedHeaders = new BoundedMap<string, string>(10_000);
  const tokenOf = (cookieHeader: string, cookieName: string, secret: string) => {
    const known = verifiedHeaders.get(cookieHeader);
    if (known !== undefined) return known;
    const cookie = parseCookies(cookieHeader, cookieName)[cookieName];
    const token = cookie && verifySignedCookieValue(cookie, secret);
    if (token) verifiedHeaders.set(cookieHeader, token);
    return token;
  };

  const answerOf = async (token: string): Promise<TSessionAnswer | null> => {
    const held = cache.held(token, Date.now());
    if (held) return held;
    const readSince = cache.generation();
    const [row] = await sessionByToken(db).execute({ token });
    if (!row) return null;
    const answer = { user: row.user, expiresAt: row.expiresAt.getTime() };
    cache.keep(token, answer, readSince, Date.now());
    return answer;
  };

  return async (c: Context): Promise<TSessionUser | null> => {
    if (c.req.header('authorization')) return viaBetterAuth(c);
    const { secret, authCookies, sessionConfig } = await auth.$context;
    const cookieHeader = c.req.header('cookie');
    const token = cookieHeader && tokenOf(cookieHeader, authCookies.sessionToken.name, secret);
    // Better Auth answers no session for a missing or forged cookie too, without touching the database.
    if (!token) return null;
    const answer = await answerOf(token);
    if (!answer) return null;
    const now = Date.now();
    const { expiresAt } = answer;
    const refreshDueAt = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000;
    if (expiresAt <= now || refreshDueAt <= now) {
      // Better Auth deletes or extends it: whatever was kept of it no longer holds.
      cache.forgetToken(token);
      return viaBetterAuth(c);
    }
    return answer.user;
  };
}

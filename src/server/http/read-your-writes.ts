import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import type { AppEnv } from './app-env';

/**
 * Present for a few seconds after this browser's last write: while it is, its reads stay on the primary
 * even where a replica would do, so a person never reads an answer older than their own change.
 */
export const recentWriteCookie = 'compound_recent_write';
/** Far longer than a healthy streaming replica's lag (milliseconds on one network), and short enough to matter. */
export const readYourWritesSeconds = 5;

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decides, per request, the `readDb` that lag-tolerant reads use (analytics, the export, public
 * dashboards, the coach's history): the replica, unless the caller wrote within the last few seconds.
 * A write marks the caller twice: a short-lived cookie, which every server behind the balancer reads,
 * and this process's own memory by account, for callers that keep no cookies (API tokens, the apps).
 * Without a replica both are the primary and nothing is marked.
 */
export function readYourWrites(
  { db, readDb }: { db: Database; readDb: Database },
  secureCookie: boolean,
): MiddlewareHandler<AppEnv> {
  const recentWriters = new Map<string, number>();
  return async (c, next) => {
    if (readDb === db) {
      c.set('readDb', db);
      return next();
    }
    const userId = c.get('user')?.id;
    const now = Date.now();
    const wroteLately =
      getCookie(c, recentWriteCookie) !== undefined ||
      (userId !== undefined && (recentWriters.get(userId) ?? 0) > now);
    c.set('readDb', wroteLately ? db : readDb);
    await next();
    if (reads.has(c.req.method) || c.res.status >= 400) return;
    setCookie(c, recentWriteCookie, '1', {
      path: '/',
      maxAge: readYourWritesSeconds,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookie,
    });
    if (!userId) return;
    recentWriters.set(userId, now + readYourWritesSeconds * 1_000);
    if (recentWriters.size > 10_000) {
      for (const [id, until] of recentWriters) if (until <= now) recentWriters.delete(id);
    }
  };
}

import type { MiddlewareHandler } from 'hono';
import { errorBody } from './api-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site. Requests carrying a bearer
 * token (the native apps) hold no ambient credential, so they pass; so do server-to-server calls
 * without Origin or Sec-Fetch-Site (webhooks, curl), which carry no cookie of a victim's browser.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || c.req.header('authorization')?.startsWith('Bearer ')) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const sameOrigin = origin
      ? origin === new URL(c.req.url).origin || trusted.has(origin)
      : fetchSite !== 'cross-site';
    if (!sameOrigin)
      return c.json(errorBody('forbidden_origin', 'This request came from an untrusted origin.'), 403);
    return next();
  };
}

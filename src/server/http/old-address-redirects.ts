import type { MiddlewareHandler } from 'hono';
import { resolveRouteRedirect } from '../../domain/routing/route-rules';

/**
 * The route table's old addresses (/assistant, /privacy-policy, /payments, /start) answered with a
 * permanent redirect by the server, so crawlers and bookmarks move on; the web app keeps its own
 * redirect for navigation inside the app.
 */
export function oldAddressRedirects(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const target = resolveRouteRedirect(url.pathname, url.search);
    return target ? c.redirect(target, 301) : next();
  };
}

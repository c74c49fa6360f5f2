import type { MiddlewareHandler } from 'hono';
import { isTrustedRedirect } from '../../domain/routing/is-trusted-redirect';
import { errorBody } from './api-error';

const redirectFields = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * Better Auth follows callback URLs carried by e-mailed links, which have no Origin header to check;
 * refusing any off-site target up front keeps those links from becoming open redirects.
 */
export function authRedirectGuard(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const targets: unknown[] = redirectFields.map((field) => c.req.query(field));
    if (c.req.method === 'POST' && c.req.header('content-type')?.includes('application/json')) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null;
      if (body && typeof body === 'object') targets.push(...redirectFields.map((field) => body[field]));
    }
    const unsafe = targets.some(
      (target) =>
        target !== undefined &&
        target !== null &&
        (typeof target !== 'string' || !isTrustedRedirect(target, trustedOrigins)),
    );
    if (unsafe) return c.json(errorBody('invalid_callback_url', 'The link points outside this site.'), 403);
    return next();
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import type { TSessionUser } from '../auth/create-auth';
import { notAuthenticated } from './api-error';
import type { AppEnv } from './app-env';

/** Resolves the caller from the session cookie or the bearer token (native apps). */
export function loadUser(
  readSession: (c: Context) => Promise<TSessionUser | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An API token has already named its user (api-token-auth.ts).
    if (c.get('apiToken')) return next();
    c.set('user', await readSession(c));
    await next();
  };
}

/** The gates requireUser made: the OpenAPI document marks a route signed-in exactly when one guards it. */
const signInGates = new WeakSet<MiddlewareHandler<AppEnv>>();

export function requireUser(message?: string): MiddlewareHandler<AppEnv> {
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('user')) throw notAuthenticated(message);
    await next();
  };
  signInGates.add(gate);
  return gate;
}

export const isSignInGate = (middleware: unknown): boolean =>
  typeof middleware === 'function' && signInGates.has(middleware as MiddlewareHandler<AppEnv>);

/** The signed-in user's id in a handler behind requireUser. */
export function signedInUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return user.id;
}

import type { MiddlewareHandler } from 'hono';
import { isApiTokenSecret } from '../../domain/api-tokens/api-tokens-api';
import type { Database } from '../db/client';
import { readApiToken } from '../services/api-tokens/api-tokens';
import { errorBody } from './api-error';
import type { AppEnv } from './app-env';
import { type RateLimits, tooManyAttempts } from './rate-limit';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Personal API tokens (`Authorization: Bearer cmp_…`, issue 22). A token stands for its account on
 * every route a signed-in user may call, within its scope, counted per token; it cannot manage tokens
 * (a leaked read token must not mint a write one). Other bearer values are session tokens of the
 * native apps and go on to the session reader.
 */
export function apiTokenAuth(db: Database, rateLimits: RateLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const secret = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!secret || !isApiTokenSecret(secret)) return next();
    const caller = await readApiToken(db, secret);
    if (!caller) {
      return c.json(
        errorBody('not_authenticated', 'This API token is not valid: it may have been revoked.'),
        401,
      );
    }
    const verdict = await rateLimits.consume('apiToken', caller.tokenId);
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    if (c.req.path.startsWith('/api/api-tokens')) {
      return c.json(errorBody('forbidden', 'API tokens cannot manage API tokens: do it in Settings.'), 403);
    }
    if (caller.scope === 'read' && !readOnlyMethods.has(c.req.method)) {
      return c.json(
        errorBody(
          'insufficient_scope',
          'This API token can only read. Create a read-and-write token to make changes.',
        ),
        403,
      );
    }
    c.set('user', caller.user);
    c.set('apiToken', { id: caller.tokenId, scope: caller.scope });
    return next();
  };
}

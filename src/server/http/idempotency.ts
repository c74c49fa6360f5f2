import { createHash } from 'node:crypto';
import type { HonoRequest, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client';
import {
  abandonedClaimSeconds,
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type TStoredAnswer,
  takeOverAbandonedClaim,
} from '../services/idempotency/idempotency-keys';
import { ApiError, badRequest } from './api-error';
import type { AppEnv } from './app-env';

export const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * The header as the OpenAPI document describes it. idempotent() reads and checks it; a route's header
 * schema would check it again and, to do so, copy every header of every request into a Headers object,
 * which the habit-log save, the busiest route, would pay for each time (decision 0024).
 */
export const idempotencyKeyParameter = {
  name: idempotencyKeyHeader,
  in: 'header' as const,
  required: false,
  description:
    'Makes the request safe to send again: the same key answers the first result for two days; ' +
    'the same key with another body is refused (422). 8 to 100 visible characters, such as a UUID.',
  schema: { type: 'string' as const, minLength: 8, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' },
};

// Visible ASCII only: the web app sends a UUID; anything longer than a hash is not a key.
const keyPattern = /^[\x21-\x7e]{8,100}$/;

export const idempotencyKeyReused =
  'This Idempotency-Key was already used for a different request. Send each new request with a new key.';
export const idempotencyKeyInProgress =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';

const hashRequest = (method: string, path: string, body: string | ArrayBuffer) =>
  createHash('sha256')
    .update(`${method} ${path}\n`)
    .update(typeof body === 'string' ? body : new Uint8Array(body))
    .digest('hex');

/**
 * Claims the key; if a request with the same key and body is still running, waits for its answer, and
 * takes the key over if that request's server died before answering (no answer after
 * abandonedClaimSeconds). A load balancer sends a request that met a dying server again at once: it
 * waits here, then runs, instead of being refused while nothing will ever finish the first.
 */
async function claimOrAwait(
  db: Database,
  claim: { userId: string; key: string; requestHash: string },
): Promise<TStoredAnswer | 'claimed'> {
  const deadline = Date.now() + (abandonedClaimSeconds + 1) * 1_000;
  for (;;) {
    const stored = await claimIdempotencyKey(db, claim);
    const running =
      stored !== 'claimed' && stored.status === null && stored.requestHash === claim.requestHash;
    if (!running || Date.now() > deadline) return stored;
    if (await takeOverAbandonedClaim(db, claim)) return 'claimed';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * JSON bodies are read as text, which the route's JSON parse reuses; any other body (an import's
 * multipart file) as bytes, which Hono hands on to the route's form parse intact.
 */
function readBodyForHash(request: HonoRequest): Promise<string | ArrayBuffer> {
  const json = request.header('content-type')?.includes('json') ?? true;
  return json ? request.text() : request.arrayBuffer();
}

/**
 * Makes a write safe to send again (the offline queue replays saves whose answer it never saw, and a
 * client retries a POST whose connection a restart ended; every POST takes one, decision 0035): a
 * request with an `Idempotency-Key` runs once per user and key, and the same key again answers the
 * first result without running anything. The same key with another body is refused (422), and a
 * server error frees the key so the request can be tried again. Requests without the header run as
 * before.
 */
export function idempotent(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    const user = c.get('user');
    // Without a user, the route's own check answers 401.
    if (key === undefined || !user) return next();
    if (!keyPattern.test(key))
      throw badRequest(`${idempotencyKeyHeader} must be 8 to 100 visible characters, such as a UUID`);
    const requestHash = hashRequest(c.req.method, c.req.path, await readBodyForHash(c.req));
    const identity = { userId: user.id, key };
    const stored = await claimOrAwait(db, { ...identity, requestHash });
    if (stored !== 'claimed') {
      if (stored.requestHash !== requestHash)
        throw new ApiError(422, 'idempotency_key_reused', idempotencyKeyReused);
      if (stored.status === null)
        throw new ApiError(409, 'idempotency_key_in_progress', idempotencyKeyInProgress);
      c.header('Idempotent-Replayed', 'true');
      return c.json(stored.body, stored.status as ContentfulStatusCode);
    }
    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(db, identity);
      throw error;
    }
    // A server error may be tried again; a stream (the coach's reply) or a file has no answer to replay.
    const replayable = c.res.headers.get('content-type')?.startsWith('application/json') ?? false;
    if (c.res.status >= 500 || !replayable) return releaseIdempotencyKey(db, identity);
    const body = await c.res
      .clone()
      .json()
      .catch(() => null);
    await storeIdempotentAnswer(db, { ...identity, status: c.res.status, body });
  };
}

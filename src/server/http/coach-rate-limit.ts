import type { Context } from 'hono';
import { formatCount } from '../../domain/text/format-count';
import { ApiError, badRequest } from './api-error';
import type { AppEnv } from './app-env';
import { clientAddress, type TTrustProxy } from './client-address';
import type { RateLimits } from './rate-limit';

export const guestIdHeader = 'x-guest-id';
const guestIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 8 "Rate limit toast", in whole minutes, at least 1. */
export function formatGuestRateLimitMessage(retryAfterSeconds: number): string {
  return `Rate limit: wait ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} min or sign in`;
}

export function formatUserRateLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many coach requests. Try again in ${formatCount(seconds, 'second')}.`;
}

/**
 * Counts one coach request (chat or intent) and refuses it with 429 past the limit (spec 6 and 9). A signed-in
 * user is counted by account. A guest is counted by the X-Guest-Id the app keeps (it survives a change of
 * network) and by the address (so clearing the id does not start over); either running out refuses.
 * Returns the guest's requests left after this one, null for a signed-in user.
 */
export async function countCoachRequest(
  c: Context<AppEnv>,
  rateLimits: RateLimits,
  trustedHops: TTrustProxy,
): Promise<number | null> {
  const user = c.get('user');
  if (user) {
    const verdict = await rateLimits.consume('coachUser', user.id);
    if (!verdict.allowed) throw refuse(c, verdict.retryAfterSeconds, formatUserRateLimitMessage);
    return null;
  }
  const guestId = c.req.header(guestIdHeader);
  if (guestId !== undefined && !guestIdPattern.test(guestId)) throw badRequest('X-Guest-Id must be a UUID');
  const keys = [
    `address:${clientAddress(c, trustedHops)}`,
    ...(guestId ? [`guest:${guestId.toLowerCase()}`] : []),
  ];
  const verdicts = await Promise.all(keys.map((key) => rateLimits.consume('coachGuest', key)));
  let remaining = Number.POSITIVE_INFINITY;
  let retryAfterSeconds = 0;
  for (const verdict of verdicts) {
    if (verdict.allowed) remaining = Math.min(remaining, verdict.remaining);
    else retryAfterSeconds = Math.max(retryAfterSeconds, verdict.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw refuse(c, retryAfterSeconds, formatGuestRateLimitMessage);
  return remaining;
}

function refuse(c: Context, retryAfterSeconds: number, format: (seconds: number) => string): ApiError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', format(retryAfterSeconds));
}

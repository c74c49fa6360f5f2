import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address';
import { type RateLimits, tooManyAttempts } from './rate-limit';

async function accountOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in attempts counted per account beside the per-address limit (decision 0026): per account and
 * address, so one guesser is stopped without touching the owner elsewhere, and per account over an hour,
 * a looser cap that bounds a guesser spread over many addresses to 50 guesses an hour.
 */
export function signInThrottle(rateLimits: RateLimits, trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    const account = await accountOf(c.req.raw);
    if (account === null) return next();
    const address = clientAddress(c, trustedHops);
    const pair = await rateLimits.consume('signInAccountAddress', `${account}|${address}`);
    if (!pair.allowed) return tooManyAttempts(c, pair.retryAfterSeconds);
    const whole = await rateLimits.consume('signInAccount', account);
    if (!whole.allowed) return tooManyAttempts(c, whole.retryAfterSeconds);
    return next();
  };
}

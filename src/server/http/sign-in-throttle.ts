import type { MiddlewareHandler } from 'hono';
import { signInBackoffSeconds } from '../../domain/auth/sign-in-backoff';
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
 * Sign-in throttled per account beside the per-address limit (decision 0026). Only wrong passwords
 * count. Per account and address they earn a growing wait, so one guesser is stopped without touching the
 * owner elsewhere, and a right password clears the count; per account from every address, a looser cap
 * bounds a guesser spread over many addresses to 50 wrong passwords an hour.
 */
export function signInThrottle(rateLimits: RateLimits, trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    const account = await accountOf(c.req.raw);
    if (account === null) return next();
    const pair = `${account}|${clientAddress(c, trustedHops)}`;
    for (const verdict of [
      await rateLimits.peek('signInBackoff', pair),
      await rateLimits.peek('signInAccount', account),
    ]) {
      if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    }
    await next();
    if (c.res.status === 401) await countWrongPassword(rateLimits, pair, account);
    else if (c.res.ok) await rateLimits.reset('signInFailures', pair);
  };
}

async function countWrongPassword(rateLimits: RateLimits, pair: string, account: string) {
  const failures = await rateLimits.consume('signInFailures', pair);
  const wait = failures.allowed ? signInBackoffSeconds(failures.consumed) : 86_400;
  if (wait > 0) await rateLimits.block('signInBackoff', pair, wait);
  await rateLimits.consume('signInAccount', account);
}

import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { bodyMediaType } from './auth-body-type';
import { clientAddress, type TTrustProxy } from './client-address';
import { type RateLimits, tooManyAttempts } from './rate-limit';
import { clearSignInAttempts, countSignInAttempt, uncountSignInAttempt } from './sign-in-guard';

/** The e-mail of a sign-in, read from the body as Better Auth reads it (JSON or a URL-encoded form). */
export async function accountOf(request: Request): Promise<string | null> {
  const type = bodyMediaType(request);
  if (type === null) return null;
  try {
    const email = type.includes('json')
      ? ((await request.clone().json()) as { email?: unknown }).email
      : (await request.clone().formData()).get('email');
    return typeof email === 'string' ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in throttled per account beside the per-address limit (decisions 0026, 0035). Per account and
 * address, wrong passwords earn a growing wait, so one guesser is stopped without touching the owner
 * elsewhere, and a right password clears the count; per account from every address, a looser cap
 * bounds a guesser spread over many addresses to 50 wrong passwords an hour. Both count an attempt
 * before its password is checked (atomic upserts shared by every process), so attempts sent at once
 * get no more checks than attempts sent one by one; one that was not a wrong password gives it back.
 */
export function signInThrottle(
  db: Database,
  rateLimits: RateLimits,
  trustedHops: TTrustProxy,
): MiddlewareHandler {
  return async (c, next) => {
    const account = await accountOf(c.req.raw);
    if (account === null) return next();
    const pair = `${account}|${clientAddress(c, trustedHops)}`;
    const perAccount = await rateLimits.consume('signInAccount', account);
    if (!perAccount.allowed) return tooManyAttempts(c, perAccount.retryAfterSeconds);
    const attempt = await countSignInAttempt(db, pair);
    if (!attempt.allowed) {
      await rateLimits.giveBack('signInAccount', account);
      return tooManyAttempts(c, attempt.retryAfterSeconds);
    }
    await next();
    if (c.res.status === 401) return;
    await rateLimits.giveBack('signInAccount', account);
    if (c.res.ok) await clearSignInAttempts(db, pair);
    else await uncountSignInAttempt(db, pair);
  };
}

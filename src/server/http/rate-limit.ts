import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { formatCount } from '../../domain/text/format-count';
import type { Database } from '../db/client';
import { rateLimits as rateLimitsTable } from '../db/schema';
import { errorBody } from './api-error';
import { clientAddress } from './client-address';

export type TRateLimitRule = { points: number; durationSeconds: number };

/** Limits on the routes an attacker would hammer; counted in PostgreSQL so every server process shares them. */
export const rateLimitRules = {
  signIn: { points: 10, durationSeconds: 60 },
  // Per account (decision 0026): one address guessing one account is stopped early, while the looser
  // account-wide limit only slows a guesser spread over many addresses, so no stranger can hold the
  // real owner, on their own address, out for long.
  signInAccountAddress: { points: 10, durationSeconds: 900 },
  signInAccount: { points: 50, durationSeconds: 3600 },
  signUp: { points: 10, durationSeconds: 600 },
  passwordResetRequest: { points: 5, durationSeconds: 900 },
  passwordReset: { points: 10, durationSeconds: 900 },
  errorReport: { points: 20, durationSeconds: 60 },
  // A day's reports from one address stay within a few megabytes (decision 0026).
  errorReportDaily: { points: 200, durationSeconds: 86_400 },
  // Settings calls that check the password or send an e-mail: a stolen session must not guess or spam.
  accountChange: { points: 10, durationSeconds: 900 },
  // Spec 9: the coach's limits. A guest is counted twice, by its X-Guest-Id and by its address (coach-rate-limit.ts).
  coachGuest: { points: 5, durationSeconds: 600 },
  coachUser: { points: 100, durationSeconds: 60 },
  // Per account: each message e-mails the operator, so a stolen session must not turn it into a spam relay.
  supportMessage: { points: 5, durationSeconds: 3600 },
} satisfies Record<string, TRateLimitRule>;

export type TRateLimitName = keyof typeof rateLimitRules;

/** Raises every limit (RATE_LIMIT_MULTIPLIER), for test environments that sign many users up from one address. */
export function scaleRateLimitRules(
  rules: Record<TRateLimitName, TRateLimitRule>,
  multiplier: number,
): Record<TRateLimitName, TRateLimitRule> {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      { ...rule, points: Math.round(rule.points * multiplier) },
    ]),
  ) as Record<TRateLimitName, TRateLimitRule>;
}

export type RateLimits = {
  consume: (
    name: TRateLimitName,
    key: string,
  ) => Promise<{ allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }>;
};

export function createRateLimits(
  db: Database,
  rules: Record<TRateLimitName, TRateLimitRule> = rateLimitRules,
): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitsTable,
        keyPrefix: name,
        points: rule.points,
        duration: rule.durationSeconds,
        clearExpiredByTimeout: false,
      }),
    ]),
  ) as Record<TRateLimitName, RateLimiterDrizzle>;

  return {
    consume: async (name, key) => {
      try {
        const result = await limiters[name].consume(key);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}

export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(
    errorBody('rate_limited', `Too many attempts. Try again in ${formatCount(minutes, 'minute')}.`),
    429,
  );
}

export function rateLimited(
  rateLimits: RateLimits,
  name: TRateLimitName,
  trustedHops: number,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await rateLimits.consume(name, clientAddress(c, trustedHops));
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    await next();
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { formatCount } from '../../domain/text/format-count';
import type { Database } from '../db/client';
import { rateLimits as rateLimitsTable } from '../db/schema';
import { errorBody } from './api-error';
import { clientAddress, type TTrustProxy } from './client-address';

export type TRateLimitRule = { points: number; durationSeconds: number };

/** Limits on the routes an attacker would hammer; counted in PostgreSQL so every server process shares them. */
export const rateLimitRules = {
  signIn: { points: 10, durationSeconds: 60 },
  // Per account over an hour, wrong passwords from every address: a loose cap that bounds a guesser
  // spread over many addresses (decision 0026); per account and address, sign-in-guard.ts counts them.
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
  // A personal API token (issue 22): enough for any dashboard or sync script, not for a flood.
  apiToken: { points: 300, durationSeconds: 60 },
  // Per account: each message e-mails the operator, so a stolen session must not turn it into a spam relay.
  supportMessage: { points: 5, durationSeconds: 3600 },
  // Per address: public dashboards, their live streams and images are open to anyone (issue 19), so a
  // scraper or a flood of reloads is stopped without troubling a visitor reading a few pages.
  publicDashboard: { points: 120, durationSeconds: 60 },
  // Per sender and partner: each cheer or nudge is an e-mail, so it stays a gesture, not a stream.
  partnerMessage: { points: 5, durationSeconds: 86_400 },
  // Per address: looking up and accepting invitation links, so their secrets cannot be guessed in bulk.
  inviteLookup: { points: 30, durationSeconds: 600 },
  // Per address: page views (decision 0038), far more than anyone reads in a minute, so a script
  // cannot fill the table.
  pageView: { points: 60, durationSeconds: 60 },
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

type TVerdict =
  | { allowed: true; remaining: number; consumed: number }
  | { allowed: false; retryAfterSeconds: number };

export type RateLimits = {
  /** Counts one attempt and says whether it is within the limit. */
  consume: (name: TRateLimitName, key: string) => Promise<TVerdict>;
  /** Whether the limit is already used up (or the key blocked), without counting an attempt. */
  peek: (name: TRateLimitName, key: string) => Promise<TVerdict>;
  /** Refuses the key for the given time, whatever its count. */
  block: (name: TRateLimitName, key: string, seconds: number) => Promise<void>;
  reset: (name: TRateLimitName, key: string) => Promise<void>;
  /** Takes back one counted attempt (counted before it was known not to count), in one atomic upsert. */
  giveBack: (name: TRateLimitName, key: string) => Promise<void>;
};

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

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
        return { allowed: true, remaining: result.remainingPoints, consumed: result.consumedPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: retryAfter(rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
    peek: async (name, key) => {
      const limiter = limiters[name];
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= limiter.points) {
        return { allowed: false, retryAfterSeconds: retryAfter(state.msBeforeNext) };
      }
      const consumed = state?.consumedPoints ?? 0;
      return { allowed: true, remaining: limiter.points - consumed, consumed };
    },
    block: async (name, key, seconds) => {
      await limiters[name].block(key, seconds);
    },
    reset: async (name, key) => {
      await limiters[name].delete(key);
    },
    giveBack: async (name, key) => {
      await limiters[name].reward(key, 1);
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
  trustedHops: TTrustProxy,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await rateLimits.consume(name, clientAddress(c, trustedHops));
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
    await next();
  };
}

import { sql } from 'drizzle-orm';
import { signInBackoffSeconds } from '../../domain/auth/sign-in-backoff';
import type { Database } from '../db/client';
import { readRows } from '../db/read-rows';

// The wait after each failure in a row, from signInBackoffSeconds; from the 26th on it stays a day.
const waits = Array.from({ length: 26 }, (_, index) => signInBackoffSeconds(index + 1));
const waitAfter = (place: ReturnType<typeof sql>) =>
  sql`make_interval(secs => (${sql.raw(`ARRAY[${waits.join(',')}]`)})[least(${place}, ${waits.length})])`;

const guardKey = (pair: string) => `signInGuard:${pair}`;

export type TGuardVerdict = { allowed: true; place: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt for an account and address before its password is checked, in one
 * upsert on the shared rate_limits table (decision 0035). The row holds the failures in a row and the
 * time before which no attempt is let through; the upsert counts the attempt and sets the wait it
 * would earn as a failure only if that time has passed, so of attempts sent at once, each one after
 * the free ones finds the wait its predecessor set and is refused. A count whose last wait ended a
 * day ago starts again.
 */
export async function countSignInAttempt(db: Database, pair: string): Promise<TGuardVerdict> {
  const stale = sql`rate_limits.expire < now() - interval '24 hours'`;
  const place = sql`case when ${stale} then 1 else rate_limits.points + 1 end`;
  const counted = readRows<{ points: number }>(
    await db.execute(sql`
      insert into rate_limits (key, points, expire)
      values (${guardKey(pair)}, 1, now() + ${waitAfter(sql`1`)})
      on conflict (key) do update set points = ${place}, expire = now() + ${waitAfter(place)}
      where rate_limits.expire <= now()
      returning points`),
  );
  if (counted[0]) return { allowed: true, place: Number(counted[0].points) };
  const [held] = readRows<{ seconds: number }>(
    await db.execute(
      sql`select ceil(extract(epoch from expire - now()))::int as seconds from rate_limits where key = ${guardKey(pair)}`,
    ),
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(held?.seconds ?? 1)) };
}

/** A right password: the count starts again. */
export async function clearSignInAttempts(db: Database, pair: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${guardKey(pair)}`);
}

/** An attempt that was not a wrong password (unverified e-mail, a malformed form): it gives its count and wait back. */
export async function uncountSignInAttempt(db: Database, pair: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set points = greatest(points - 1, 0), expire = least(expire, now())
        where key = ${guardKey(pair)}`,
  );
}

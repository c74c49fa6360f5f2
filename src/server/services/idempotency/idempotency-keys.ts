import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** How long a key answers with its first result: a queue waits at most this long offline, and rows go after it. */
export const idempotencyKeyLifetimeHours = 48;

/**
 * A claim still unanswered after this long belongs to a request whose server died mid-way (a load
 * balancer then sends the request again to another): the key may run again. Far longer than any
 * request takes, so a live request is never run twice.
 */
export const abandonedClaimSeconds = 10;

export type TStoredAnswer = { requestHash: string; status: number | null; body: unknown };

/**
 * Claims a key for a request, or returns what the key already holds (its first answer, or a null
 * status while that request is still running). The claim is one insert, so of two requests racing
 * with one key only one runs. A user's expired keys are pruned on each new claim.
 */
export async function claimIdempotencyKey(
  db: Database,
  { userId, key, requestHash }: { userId: string; key: string; requestHash: string },
): Promise<TStoredAnswer | 'claimed'> {
  const expired = sql`now() - make_interval(hours => ${idempotencyKeyLifetimeHours})`;
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expired)));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return 'claimed';
  const [stored] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Pruned between the insert and the read (two days old): the request may run as a new one.
  return stored ?? 'claimed';
}

/** Keeps the first answer: every later request with the key gets it back. */
export async function storeIdempotentAnswer(
  db: Database,
  { userId, key, status, body }: { userId: string; key: string; status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request failed on the server's side (5xx), so sending it again runs it again. */
export async function releaseIdempotencyKey(
  db: Database,
  { userId, key }: { userId: string; key: string },
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Takes over a claim abandoned by a server that died (abandonedClaimSeconds): true when this caller now holds it. */
export async function takeOverAbandonedClaim(
  db: Database,
  { userId, key, requestHash }: { userId: string; key: string; requestHash: string },
): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.status),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedClaimSeconds})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

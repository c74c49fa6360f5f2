import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isAdminEmail } from '../../../domain/auth/is-admin-email';
import {
  deriveSubscriptionState,
  fallbackStatuses,
  type TSubscriptionFacts,
  type TSubscriptionRecord,
  type TSubscriptionState,
} from '../../../domain/subscription/subscription-state';
import type { Database } from '../../db/client';
import { profiles, subscriptions, userActiveSubscription } from '../../db/schema';

type TRecordRow = {
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd?: Date | null;
  priceId: string | null;
  productId: string | null;
};

function toRecord(row: TRecordRow | undefined): TSubscriptionRecord | null {
  if (!row) return null;
  return {
    status: row.status as TSubscriptionRecord['status'],
    trial_end: row.trialEnd?.toISOString() ?? null,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    price_id: row.priceId,
    product_id: row.productId,
  };
}

/** The rows spec 7 reads: the active view, the newest fallback record, the lifetime flag, any history. */
export async function readSubscriptionFacts(
  db: Database,
  user: { id: string; email: string },
  adminEmails: readonly string[],
): Promise<TSubscriptionFacts & { newestPeriodEnd: string | null }> {
  const [active] = await db
    .select()
    .from(userActiveSubscription)
    .where(eq(userActiveSubscription.userId, user.id))
    .limit(1);
  const [newest] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, [...fallbackStatuses])))
    .orderBy(sql`${subscriptions.currentPeriodEnd} desc nulls last`, desc(subscriptions.createdAt))
    .limit(1);
  const [profile] = await db
    .select({ lifetime: profiles.lifetimeOfferRedeemed })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const [history] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  const isLifetime = profile?.lifetime ?? false;
  return {
    active: toRecord(active),
    newest: toRecord(newest),
    newestPeriodEnd: newest?.currentPeriodEnd?.toISOString() ?? null,
    isLifetime,
    isAdmin: isAdminEmail(user.email, adminEmails),
    // Spec 1: the 7-day trial comes with the first paid plan, once per account.
    isTrialEligible: !isLifetime && (history?.count ?? 0) === 0,
  };
}

export async function readSubscriptionState(
  db: Database,
  user: { id: string; email: string },
  adminEmails: readonly string[],
  now = Date.now(),
): Promise<TSubscriptionState & { currentPeriodEnd: string | null }> {
  const facts = await readSubscriptionFacts(db, user, adminEmails);
  return { ...deriveSubscriptionState(facts, now), currentPeriodEnd: facts.newestPeriodEnd };
}

import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TSubscriptionStatus } from '../../../domain/subscription/subscription-state';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers, profiles, subscriptions } from '../../db/schema';

/**
 * Stripe's statuses in ours. incomplete, incomplete_expired and paused grant nothing (the first
 * payment never went through, or a trial ended without a card), so they read as expired.
 */
const passedThrough: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid', 'canceled'];

export function toSubscriptionStatus(status: Stripe.Subscription.Status): TSubscriptionStatus {
  return passedThrough.includes(status) ? (status as TSubscriptionStatus) : 'expired';
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

function customerIdOf(customer: string | { id: string } | null): string | null {
  if (customer === null) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** Which account a Stripe object belongs to: our customer mapping first, then the metadata we set. */
async function findOwner(db: Database, customerId: string | null, metadataUserId: string | undefined) {
  if (customerId) {
    const [row] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.stripeCustomerId, customerId));
    if (row) return row.userId;
  }
  return metadataUserId ?? null;
}

/**
 * Writes our row from Stripe's own copy of the subscription, read fresh: events arrive late, twice
 * and out of order, so the event's payload is never trusted for the state, only for the id.
 */
export async function syncStripeSubscription(
  db: Database,
  billing: TStripeBilling,
  subscriptionId: string,
): Promise<{ userId: string | null }> {
  const subscription = await billing.stripe.subscriptions.retrieve(subscriptionId);
  const userId = await findOwner(db, customerIdOf(subscription.customer), subscription.metadata?.user_id);
  if (!userId) return { userId: null };
  const item = subscription.items.data[0];
  const values = {
    userId,
    status: toSubscriptionStatus(subscription.status),
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    priceId: item?.price.id ?? null,
    productId:
      typeof item?.price.product === 'string' ? item.price.product : (item?.price.product?.id ?? null),
    provider: 'stripe',
    providerSubscriptionId: subscription.id,
  };
  await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: { ...values, updatedAt: sql`now()` },
    });
  return { userId };
}

/** A paid one-time checkout of the lifetime plan redeems the offer for good. */
export async function redeemLifetimeOffer(db: Database, userId: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, lifetimeOfferRedeemed: true })
    .onConflictDoUpdate({ target: profiles.id, set: { lifetimeOfferRedeemed: true } });
}

/** Applies a completed Checkout Session, read fresh from Stripe; returns whose account it was. */
export async function syncCheckoutSession(
  db: Database,
  billing: TStripeBilling,
  sessionId: string,
): Promise<{ userId: string | null; completed: boolean }> {
  const session = await billing.stripe.checkout.sessions.retrieve(sessionId);
  const userId = session.client_reference_id;
  if (!userId || session.status !== 'complete') return { userId, completed: false };
  if (session.mode === 'payment') {
    const paid = session.payment_status === 'paid' && session.metadata?.plan === 'lifetime';
    if (paid) await redeemLifetimeOffer(db, userId);
    return { userId, completed: paid };
  }
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (subscriptionId) await syncStripeSubscription(db, billing, subscriptionId);
  return { userId, completed: Boolean(subscriptionId) };
}

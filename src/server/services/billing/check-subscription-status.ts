import { eq } from 'drizzle-orm';
import { reconcileSubscription } from '../../../domain/subscription/reconcile-subscription';
import type { TRevenueCat } from '../../billing/revenuecat-client';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';
import { readSubscriptionState } from './read-subscription-state';
import { syncRevenueCatSubscriber } from './sync-revenuecat-subscriber';
import { syncStripeSubscription } from './sync-stripe-subscription';

export type TStatusCheck = { needsRefresh: boolean; platformVerified: boolean; error?: string };

async function stripePlatformActive(db: Database, billing: TStripeBilling | null, userId: string) {
  if (!billing) return false;
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  let platformActive = false;
  if (customer) {
    const list = await billing.stripe.subscriptions.list({
      customer: customer.stripeCustomerId,
      status: 'all',
      limit: 10,
    });
    for (const subscription of list.data) await syncStripeSubscription(db, billing, subscription.id);
    platformActive = list.data.some((subscription) => ['active', 'trialing'].includes(subscription.status));
  }
  return platformActive;
}

/**
 * The status check of spec 7: asks the platforms (Stripe for the web, RevenueCat for the app stores)
 * what the account holds, writes what they say, and reconciles that with what the database said
 * before (spec 4). needsRefresh tells the client its copy is stale.
 */
export async function checkSubscriptionStatus(
  db: Database,
  providers: { billing: TStripeBilling | null; appStores: TRevenueCat | null },
  user: { id: string; email: string },
  adminEmails: readonly string[],
): Promise<TStatusCheck> {
  try {
    const before = await readSubscriptionState(db, user, adminEmails);
    const fromStripe = await stripePlatformActive(db, providers.billing, user.id);
    const fromStores = providers.appStores
      ? (await syncRevenueCatSubscriber(db, providers.appStores, user.id)).platformActive
      : false;
    const platformActive = fromStripe || fromStores;
    const after = await readSubscriptionState(db, user, adminEmails);
    const outcome = reconcileSubscription({
      isAdmin: after.isAdmin,
      isLifetime: after.isLifetime,
      platformActive,
      databaseActive: before.isActive,
    });
    const changed = before.status !== after.status || before.isActive !== after.isActive;
    return { needsRefresh: changed || outcome.needsRefresh, platformVerified: platformActive };
  } catch {
    return { needsRefresh: true, platformVerified: false, error: 'Could not reach the payment provider' };
  }
}

import { eq } from 'drizzle-orm';
import { reconcileSubscription } from '../../../domain/subscription/reconcile-subscription';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';
import { readSubscriptionState } from './read-subscription-state';
import { syncStripeSubscription } from './sync-stripe-subscription';

export type TStatusCheck = { needsRefresh: boolean; platformVerified: boolean; error?: string };

/**
 * The status check of spec 7: asks Stripe (the web's platform) for the customer's subscriptions,
 * writes what it says, and reconciles the two (spec 4). needsRefresh tells the client its copy is stale.
 */
export async function checkSubscriptionStatus(
  db: Database,
  billing: TStripeBilling,
  user: { id: string; email: string },
  adminEmails: readonly string[],
): Promise<TStatusCheck> {
  try {
    const before = await readSubscriptionState(db, user, adminEmails);
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
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

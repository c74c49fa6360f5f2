import { eq } from 'drizzle-orm';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';

const liveStatuses = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/**
 * Ends every live Stripe subscription of an account that is being deleted, at once: nobody should be
 * charged for an account that no longer exists. Throws when Stripe cannot be reached, so the deletion
 * waits rather than leaving a subscription running.
 */
export async function cancelStripeSubscriptions(
  db: Database,
  billing: TStripeBilling,
  userId: string,
): Promise<number> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (!customer) return 0;
  const list = await billing.stripe.subscriptions.list({
    customer: customer.stripeCustomerId,
    status: 'all',
    limit: 100,
  });
  const live = list.data.filter((subscription) => liveStatuses.has(subscription.status));
  for (const subscription of live) await billing.stripe.subscriptions.cancel(subscription.id);
  return live.length;
}

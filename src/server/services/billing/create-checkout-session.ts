import { eq } from 'drizzle-orm';
import { planKinds, type TPlanKey, trialDays } from '../../../domain/subscription/plans';
import { hasProductAccess } from '../../../domain/subscription/subscription-state';
import type { TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';
import { ServiceError } from '../service-error';
import { readSubscriptionState } from './read-subscription-state';

type TBillingUser = { id: string; email: string; name: string };

/** The account's Stripe customer, created once; a concurrent second creation keeps the first. */
export async function ensureStripeCustomer(db: Database, billing: TStripeBilling, user: TBillingUser) {
  const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  if (existing) return existing.stripeCustomerId;
  const customer = await billing.stripe.customers.create({
    email: user.email,
    name: user.name,
    metadata: { user_id: user.id },
  });
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing({ target: billingCustomers.userId });
  const [kept] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
  return kept?.stripeCustomerId ?? customer.id;
}

/**
 * A Stripe Checkout Session for a plan: subscription mode (with the 7-day Elite trial for an account
 * that never had one) or payment mode for lifetime. client_reference_id ties it to the account.
 */
export async function createCheckoutSession(
  db: Database,
  billing: TStripeBilling,
  context: { user: TBillingUser; adminEmails: readonly string[]; publicUrl: string },
  plan: TPlanKey,
): Promise<{ url: string }> {
  const { user, publicUrl } = context;
  const state = await readSubscriptionState(db, user, context.adminEmails);
  if (state.isLifetime)
    throw new ServiceError('invalid', 'You already own Lifetime: there is nothing more to buy.');
  if (
    planKinds[plan] === 'subscription' &&
    hasProductAccess({ ...state, isAdmin: false, isLifetime: false })
  ) {
    throw new ServiceError('invalid', 'You already have a plan. Change it from Manage billing in Settings.');
  }
  const customer = await ensureStripeCustomer(db, billing, user);
  const base = {
    customer,
    client_reference_id: user.id,
    line_items: [{ price: billing.priceIds[plan], quantity: 1 }],
    metadata: { plan, user_id: user.id },
    success_url: `${publicUrl}/app?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}/app?checkout=cancel`,
  };
  const session =
    planKinds[plan] === 'one_time'
      ? await billing.stripe.checkout.sessions.create({ ...base, mode: 'payment' })
      : await billing.stripe.checkout.sessions.create({
          ...base,
          mode: 'subscription',
          subscription_data: {
            metadata: { plan, user_id: user.id },
            ...(state.isTrialEligible && { trial_period_days: trialDays }),
          },
        });
  if (!session.url) throw new ServiceError('failed', 'Stripe did not return a checkout page.');
  return { url: session.url };
}

/** The Customer Portal, where a subscriber changes plan and card and reads invoices. */
export async function createPortalSession(
  db: Database,
  billing: TStripeBilling,
  userId: string,
  publicUrl: string,
): Promise<{ url: string }> {
  const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  if (!customer) throw new ServiceError('invalid', 'There is no billing account yet: choose a plan first.');
  const session = await billing.stripe.billingPortal.sessions.create({
    customer: customer.stripeCustomerId,
    return_url: `${publicUrl}/settings`,
  });
  return { url: session.url };
}

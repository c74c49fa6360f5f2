import { eq } from 'drizzle-orm';
import { planKeyOfStoreProduct } from '../../../domain/subscription/revenuecat-subscriber';
import type { TSubscriptionStateResponse } from '../../../domain/subscription/subscription-api';
import {
  deriveSubscriptionState,
  hasProductAccess,
  shouldStartFallbackGrace,
} from '../../../domain/subscription/subscription-state';
import type { TRevenueCat } from '../../billing/revenuecat-client';
import { planKeyOfPrice, type TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';
import { readSubscriptionFacts } from './read-subscription-state';

/** The payment providers switched on: Stripe (the web) and RevenueCat (the app stores). */
export type TPaymentProviders = { billing: TStripeBilling | null; appStores: TRevenueCat | null };

/** GET /api/subscription. With billing off every account is unlocked and nothing is for sale. */
export async function presentSubscriptionState(
  db: Database,
  providers: TPaymentProviders,
  user: { id: string; email: string },
  adminEmails: readonly string[],
  now = Date.now(),
): Promise<TSubscriptionStateResponse> {
  const { billing, appStores } = providers;
  const billingOn = billing !== null || appStores !== null;
  const facts = await readSubscriptionFacts(db, user, adminEmails);
  const state = deriveSubscriptionState(facts, now);
  const [customer] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  const bought = state.isLifetime
    ? 'lifetime'
    : ((billing ? planKeyOfPrice(billing, state.priceId) : null) ??
      (appStores ? planKeyOfStoreProduct(appStores.products, state.productId) : null));
  // Spec 1: "Paid plans start with a 7-day free trial of the Elite plan", whichever plan is bought.
  // The subscription is billed at the bought plan's price once the trial ends; until then it is Elite.
  const onEliteTrial = state.isOnTrial && bought !== null && bought !== 'lifetime';
  return {
    ...state,
    billing: billingOn,
    hasAccess: !billingOn || hasProductAccess(state),
    startGrace: billingOn && shouldStartFallbackGrace(facts),
    plan: onEliteTrial ? 'elite_month' : bought,
    planAfterTrial: onEliteTrial ? bought : null,
    currentPeriodEnd: facts.newestPeriodEnd,
    hasBillingAccount: customer !== undefined,
  };
}

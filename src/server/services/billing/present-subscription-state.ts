import { eq } from 'drizzle-orm';
import type { TSubscriptionStateResponse } from '../../../domain/subscription/subscription-api';
import {
  deriveSubscriptionState,
  hasProductAccess,
  shouldStartFallbackGrace,
} from '../../../domain/subscription/subscription-state';
import { planKeyOfPrice, type TStripeBilling } from '../../billing/stripe-client';
import type { Database } from '../../db/client';
import { billingCustomers } from '../../db/schema';
import { readSubscriptionFacts } from './read-subscription-state';

/** GET /api/subscription. With billing off every account is unlocked and nothing is for sale. */
export async function presentSubscriptionState(
  db: Database,
  billing: TStripeBilling | null,
  user: { id: string; email: string },
  adminEmails: readonly string[],
  now = Date.now(),
): Promise<TSubscriptionStateResponse> {
  const facts = await readSubscriptionFacts(db, user, adminEmails);
  const state = deriveSubscriptionState(facts, now);
  const [customer] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  return {
    ...state,
    billing: billing !== null,
    hasAccess: billing === null || hasProductAccess(state),
    startGrace: billing !== null && shouldStartFallbackGrace(facts),
    plan: state.isLifetime ? 'lifetime' : billing ? planKeyOfPrice(billing, state.priceId) : null,
    currentPeriodEnd: facts.newestPeriodEnd,
    hasBillingAccount: customer !== undefined,
  };
}

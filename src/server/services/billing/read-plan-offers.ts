import { formatPlanPrice, planKeys, planKinds } from '../../../domain/subscription/plans';
import type { TPlanOffer } from '../../../domain/subscription/subscription-api';
import type { TStripeBilling } from '../../billing/stripe-client';

const cacheMs = 10 * 60 * 1000;
let cached: { at: number; plans: TPlanOffer[]; billing: TStripeBilling } | null = null;

/**
 * The three plans with the prices Stripe holds for their price ids, read at most every 10 minutes.
 * A price that cannot be read shows as null (the page says "shown at checkout") rather than failing.
 */
export async function readPlanOffers(
  billing: TStripeBilling | null,
): Promise<{ billing: boolean; plans: TPlanOffer[] }> {
  if (!billing) return { billing: false, plans: [] };
  if (cached && cached.billing === billing && Date.now() - cached.at < cacheMs) {
    return { billing: true, plans: cached.plans };
  }
  const plans = await Promise.all(
    planKeys.map(async (key): Promise<TPlanOffer> => {
      try {
        const price = await billing.stripe.prices.retrieve(billing.priceIds[key]);
        const interval: string | undefined = price.recurring?.interval;
        return {
          key,
          kind: planKinds[key],
          price: price.unit_amount === null ? null : formatPlanPrice(price.unit_amount, price.currency),
          interval: interval === 'month' || interval === 'year' ? interval : null,
        };
      } catch {
        return { key, kind: planKinds[key], price: null, interval: null };
      }
    }),
  );
  if (plans.every((plan) => plan.price !== null)) cached = { at: Date.now(), plans, billing };
  return { billing: true, plans };
}

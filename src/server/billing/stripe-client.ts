import type Stripe from 'stripe';
import type { TPlanKey } from '../../domain/subscription/plans';
import type { TSettings } from '../settings';

export type TStripeBilling = {
  stripe: Stripe;
  webhookSecret: string;
  /** The Stripe price id of each plan (spec 1). */
  priceIds: Record<TPlanKey, string>;
};

/**
 * The Stripe SDK when billing is on, else null; loaded only then (decision 0035: start-up). STRIPE_API_URL points it at a local stand-in that
 * speaks Stripe's REST protocol (tests); production leaves it unset and talks to Stripe itself.
 */
export async function createStripeBilling(settings: TSettings): Promise<TStripeBilling | null> {
  const {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER_MONTH,
    STRIPE_PRICE_ELITE_MONTH,
    STRIPE_PRICE_LIFETIME,
  } = settings;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  if (!STRIPE_PRICE_STARTER_MONTH || !STRIPE_PRICE_ELITE_MONTH || !STRIPE_PRICE_LIFETIME) return null;
  const apiUrl = settings.STRIPE_API_URL ? new URL(settings.STRIPE_API_URL) : null;
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Compound' },
    ...(apiUrl && {
      host: apiUrl.hostname,
      port: Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80)),
      protocol: apiUrl.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return {
    stripe,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    priceIds: {
      starter_month: STRIPE_PRICE_STARTER_MONTH,
      elite_month: STRIPE_PRICE_ELITE_MONTH,
      lifetime: STRIPE_PRICE_LIFETIME,
    },
  };
}

export function planKeyOfPrice(billing: TStripeBilling, priceId: string | null | undefined): TPlanKey | null {
  const entry = Object.entries(billing.priceIds).find(([, id]) => id === priceId);
  return entry ? (entry[0] as TPlanKey) : null;
}

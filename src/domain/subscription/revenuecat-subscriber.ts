import { z } from 'zod';
import type { TPlanKey } from './plans';
import type { TSubscriptionStatus } from './subscription-state';

/**
 * RevenueCat's subscriber (REST API v1, GET /v1/subscribers/{app_user_id}), read as our subscription
 * rows (decision 0017). Only the fields we use are declared; the rest pass through unread.
 */
const ZDate = z.string().nullable().optional();

export const ZRevenueCatSubscription = z.object({
  expires_date: ZDate,
  grace_period_expires_date: ZDate,
  billing_issues_detected_at: ZDate,
  unsubscribe_detected_at: ZDate,
  refunded_at: ZDate,
  period_type: z.string().optional(),
  purchase_date: ZDate,
  store: z.string(),
  is_sandbox: z.boolean().optional(),
});

export const ZRevenueCatNonSubscription = z.object({
  id: z.string().optional(),
  purchase_date: ZDate,
  store: z.string(),
});

export const ZRevenueCatSubscriber = z.object({
  subscriber: z.object({
    original_app_user_id: z.string().optional(),
    subscriptions: z.record(z.string(), ZRevenueCatSubscription).default({}),
    non_subscriptions: z.record(z.string(), z.array(ZRevenueCatNonSubscription)).default({}),
  }),
});
export type TRevenueCatSubscriber = z.infer<typeof ZRevenueCatSubscriber>;
export type TRevenueCatSubscription = z.infer<typeof ZRevenueCatSubscription>;

/** The stores whose purchases we record; RevenueCat's own Stripe entries are Stripe's (our webhooks). */
export const appStoreProviders = ['app_store', 'play_store'] as const;
export type TAppStoreProvider = (typeof appStoreProviders)[number];

export function providerOfStore(store: string): TAppStoreProvider | null {
  if (store === 'app_store' || store === 'mac_app_store') return 'app_store';
  if (store === 'play_store') return 'play_store';
  return null;
}

export type TStoreSubscriptionRow = {
  provider: TAppStoreProvider;
  /** Stable per account and product, so renewals update one row: `{app_user_id}:{product_id}`. */
  providerSubscriptionId: string;
  productId: string;
  status: TSubscriptionStatus;
  trialEnd: string | null;
  currentPeriodEnd: string | null;
};

const after = (iso: string | null | undefined, now: number) =>
  typeof iso === 'string' && Date.parse(iso) > now;

/**
 * One store subscription in our statuses: refunded is canceled; unexpired is trialing (a trial
 * period) or active; expired but inside the store's billing grace period is past_due (still access,
 * spec 4's grace); anything else is expired.
 */
export function storeSubscriptionStatus(
  subscription: TRevenueCatSubscription,
  now: number,
): TSubscriptionStatus {
  if (subscription.refunded_at) return 'canceled';
  // A subscription without an expiry (a promotional grant for life) is active for as long as it is listed.
  if (subscription.expires_date === null || subscription.expires_date === undefined) return 'active';
  if (after(subscription.expires_date, now))
    return subscription.period_type === 'trial' ? 'trialing' : 'active';
  if (after(subscription.grace_period_expires_date, now)) return 'past_due';
  return 'expired';
}

export type TStoreProducts = Record<TAppStoreProvider, Partial<Record<TPlanKey, string>>>;

export function planKeyOfStoreProduct(products: TStoreProducts, productId: string | null): TPlanKey | null {
  if (!productId) return null;
  for (const byPlan of Object.values(products)) {
    const entry = Object.entries(byPlan).find(([, id]) => id === productId);
    if (entry) return entry[0] as TPlanKey;
  }
  return null;
}

/** What the subscriber holds, as rows to write and whether the lifetime offer was bought. */
export function readStoreSubscriber(
  answer: TRevenueCatSubscriber,
  appUserId: string,
  products: TStoreProducts,
  now: number,
): { rows: TStoreSubscriptionRow[]; lifetime: boolean; platformActive: boolean } {
  const rows: TStoreSubscriptionRow[] = [];
  for (const [productId, subscription] of Object.entries(answer.subscriber.subscriptions)) {
    const provider = providerOfStore(subscription.store);
    if (!provider) continue;
    const status = storeSubscriptionStatus(subscription, now);
    rows.push({
      provider,
      providerSubscriptionId: `${appUserId}:${productId}`,
      productId,
      status,
      trialEnd: subscription.period_type === 'trial' ? (subscription.expires_date ?? null) : null,
      currentPeriodEnd:
        status === 'past_due'
          ? (subscription.grace_period_expires_date ?? null)
          : (subscription.expires_date ?? null),
    });
  }
  const lifetime = Object.entries(answer.subscriber.non_subscriptions).some(
    ([productId, purchases]) =>
      planKeyOfStoreProduct(products, productId) === 'lifetime' &&
      purchases.some((purchase) => providerOfStore(purchase.store) !== null),
  );
  const platformActive = lifetime || rows.some((row) => row.status === 'active' || row.status === 'trialing');
  return { rows, lifetime, platformActive };
}

/** RevenueCat's ids for a device never signed in; they are no account of ours. */
export function isAnonymousAppUserId(appUserId: string): boolean {
  return appUserId.startsWith('$RCAnonymousID:');
}

import { planKeys, type TPlanKey } from '../../domain/subscription/plans';
import {
  type TRevenueCatSubscriber,
  type TStoreProducts,
  ZRevenueCatSubscriber,
} from '../../domain/subscription/revenuecat-subscriber';
import type { TSettings } from '../settings';

export type TStoreConfig = { apiKey: string; products: Partial<Record<TPlanKey, string>> };

export type TRevenueCat = {
  webhookAuth: string;
  products: TStoreProducts;
  /** What the apps need to configure the SDK on each platform, or null where it is not set up. */
  storeConfig: { ios: TStoreConfig | null; android: TStoreConfig | null };
  /** GET /v1/subscribers/{app_user_id}: RevenueCat's truth about one account. */
  fetchSubscriber: (appUserId: string) => Promise<TRevenueCatSubscriber>;
};

export class RevenueCatError extends Error {
  override name = 'RevenueCatError';
}

const defaultApiUrl = 'https://api.revenuecat.com';

function productsOf(settings: TSettings, store: 'IOS' | 'ANDROID'): Partial<Record<TPlanKey, string>> {
  const products: Partial<Record<TPlanKey, string>> = {};
  for (const plan of planKeys) {
    const id = settings[`${store}_PRODUCT_${plan.toUpperCase()}` as keyof TSettings];
    if (typeof id === 'string' && id) products[plan] = id;
  }
  return products;
}

/**
 * RevenueCat's REST API when the app-store purchases are on (REVENUECAT_API_KEY), else null.
 * REVENUECAT_API_URL points it at a local stand-in speaking the same protocol (tests).
 */
export function createRevenueCat(settings: TSettings, fetcher: typeof fetch = fetch): TRevenueCat | null {
  const { REVENUECAT_API_KEY: secretKey, REVENUECAT_WEBHOOK_AUTH: webhookAuth } = settings;
  if (!secretKey || !webhookAuth) return null;
  const base = (settings.REVENUECAT_API_URL ?? defaultApiUrl).replace(/\/$/, '');
  const products: TStoreProducts = {
    app_store: productsOf(settings, 'IOS'),
    play_store: productsOf(settings, 'ANDROID'),
  };
  const store = (apiKey: string | undefined, byPlan: Partial<Record<TPlanKey, string>>) =>
    apiKey ? { apiKey, products: byPlan } : null;
  return {
    webhookAuth,
    products,
    storeConfig: {
      ios: store(settings.REVENUECAT_IOS_PUBLIC_KEY, products.app_store),
      android: store(settings.REVENUECAT_ANDROID_PUBLIC_KEY, products.play_store),
    },
    async fetchSubscriber(appUserId) {
      const response = await fetcher(`${base}/v1/subscribers/${encodeURIComponent(appUserId)}`, {
        headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new RevenueCatError(`RevenueCat answered ${response.status} for a subscriber`);
      const parsed = ZRevenueCatSubscriber.safeParse(await response.json());
      if (!parsed.success) throw new RevenueCatError('RevenueCat answered a subscriber we could not read');
      return parsed.data;
    },
  };
}

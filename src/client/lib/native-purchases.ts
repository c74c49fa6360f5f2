import { ProductNotFoundError } from '@/domain/native/purchases-errors';
import {
  isStoreEntitled,
  planPackages,
  type TStoreCustomerInfo,
  type TStoreOfferings,
  type TStorePackage,
} from '@/domain/native/store-offerings';
import type { TPlanKey } from '@/domain/subscription/plans';
import { reconcileSubscription } from '@/domain/subscription/reconcile-subscription';
import { platform } from './platform';
import {
  fetchStoreConfig,
  fetchSubscription,
  syncPlatformSubscription,
  type TSubscription,
} from './subscription-api';

/** The calls of RevenueCat's Capacitor plugin the apps make (spec 7, native purchases service). */
export type TPurchasesPlugin = {
  configure(options: { apiKey: string; appUserID?: string | null }): Promise<void>;
  logIn(options: { appUserID: string }): Promise<unknown>;
  logOut(): Promise<unknown>;
  getOfferings(): Promise<TStoreOfferings>;
  purchasePackage(options: { aPackage: TStorePackage }): Promise<{ customerInfo: TStoreCustomerInfo }>;
  restorePurchases(): Promise<{ customerInfo: TStoreCustomerInfo }>;
  getCustomerInfo(): Promise<{ customerInfo: TStoreCustomerInfo }>;
};

type TStoreConfig = { apiKey: string; products: Partial<Record<TPlanKey, string>> };
type TServer = {
  fetchStoreConfig: typeof fetchStoreConfig;
  fetchSubscription: typeof fetchSubscription;
  syncPlatformSubscription: typeof syncPlatformSubscription;
};

/**
 * The native purchases service: configured once with the signed-in user's id (RevenueCat's app user id
 * is our user id, so the server can look the account up), logged in and out as the account changes.
 * Every purchase and restore ends in sync-platform-subscription, which re-reads RevenueCat.
 */
export function createNativePurchases(
  store: 'ios' | 'android',
  loadPlugin: () => Promise<TPurchasesPlugin>,
  server: TServer,
) {
  let config: Promise<TStoreConfig | null> | null = null;
  let configuredFor: string | null | undefined;

  const readConfig = () => {
    // A failed read (offline at start-up) is asked again next time, not kept.
    config ??= server
      .fetchStoreConfig()
      .then((answer) => answer[store])
      .catch((error: unknown) => {
        config = null;
        throw error;
      });
    return config;
  };

  // One account change at a time: start-up and a screen asking at once must configure the SDK once.
  let settled: Promise<unknown> = Promise.resolve();

  /** Configures the SDK once (at start-up), then follows the account: logIn on a new user, logOut on sign-out. */
  function ready(userId: string | null): Promise<{ plugin: TPurchasesPlugin; config: TStoreConfig } | null> {
    const next = settled.then(() => follow(userId));
    settled = next.catch(() => undefined);
    return next;
  }

  async function follow(
    userId: string | null,
  ): Promise<{ plugin: TPurchasesPlugin; config: TStoreConfig } | null> {
    const storeConfig = await readConfig();
    if (!storeConfig) return null;
    const plugin = await loadPlugin();
    if (configuredFor === undefined) {
      await plugin.configure({ apiKey: storeConfig.apiKey, appUserID: userId });
    } else if (userId !== null && configuredFor !== userId) {
      await plugin.logIn({ appUserID: userId });
    } else if (userId === null && configuredFor !== null) {
      await plugin.logOut();
    }
    configuredFor = userId;
    return { plugin, config: storeConfig };
  }

  async function requireReady(userId: string) {
    const sdk = await ready(userId);
    if (!sdk) throw new Error('In-app purchases are not set up on this server.');
    return sdk;
  }

  const sync = (productId?: string) =>
    server.syncPlatformSubscription({ source: store, ...(productId && { productId, isActive: true }) });

  return {
    ready,
    /** Spec 7: the purchases service is initialised at start-up, for whoever is signed in (or nobody). */
    async start(userId: string | null): Promise<void> {
      await ready(userId);
    },
    /** The store's product and price for each plan this server sells. */
    async loadPlans(userId: string) {
      const { plugin, config: storeConfig } = await requireReady(userId);
      return planPackages(await plugin.getOfferings(), storeConfig.products);
    },
    async purchase(userId: string, plan: TPlanKey) {
      const { plugin, config: storeConfig } = await requireReady(userId);
      const productId = storeConfig.products[plan];
      const found = planPackages(await plugin.getOfferings(), storeConfig.products).plans.find(
        (candidate) => candidate.plan === plan,
      );
      if (!found) throw new ProductNotFoundError(productId ?? plan);
      await plugin.purchasePackage({ aPackage: found.pkg });
      return sync(found.productId);
    },
    async restore(userId: string) {
      const { plugin } = await requireReady(userId);
      await plugin.restorePurchases();
      return sync();
    },
    /**
     * The subscription state with the platform reconciled in (spec 4, in its order): a store purchase
     * the server has not recorded yet is synced, so the state returned already grants access.
     */
    async readSubscription(userId: string): Promise<TSubscription> {
      const state = await server.fetchSubscription();
      if (!state.billing) return state;
      const sdk = await ready(userId).catch(() => null);
      if (!sdk) return state;
      const { customerInfo } = await sdk.plugin.getCustomerInfo();
      const outcome = reconcileSubscription({
        isAdmin: state.isAdmin,
        isLifetime: state.isLifetime,
        platformActive: isStoreEntitled(customerInfo, sdk.config.products),
        databaseActive: state.isActive,
      });
      return outcome.syncToServer ? (await sync()).subscription : state;
    },
    async signOut() {
      if (configuredFor) await (await loadPlugin()).logOut().catch(() => undefined);
      configuredFor = configuredFor === undefined ? undefined : null;
    },
  };
}

export type TNativePurchases = ReturnType<typeof createNativePurchases>;

/**
 * The plugin itself inside the apps. In a browser that only emulates a platform (Capacitor's
 * CapacitorCustomPlatform, as the end-to-end tests do) the plugin's own web mock results answer.
 */
async function loadCapacitorPlugin(): Promise<TPurchasesPlugin> {
  const { Purchases } = await import('@revenuecat/purchases-capacitor');
  if ((window as { CapacitorCustomPlatform?: unknown }).CapacitorCustomPlatform)
    await Purchases.setMockWebResults({ shouldMockWebResults: true });
  // A plain object, never the plugin itself: Capacitor's plugin proxy answers every property, `then`
  // included, so resolving a promise with it would wait forever.
  const plugin = Purchases as unknown as TPurchasesPlugin;
  return {
    configure: (options) => plugin.configure(options),
    logIn: (options) => plugin.logIn(options),
    logOut: () => plugin.logOut(),
    getOfferings: () => plugin.getOfferings(),
    purchasePackage: (options) => plugin.purchasePackage(options),
    restorePurchases: () => plugin.restorePurchases(),
    getCustomerInfo: () => plugin.getCustomerInfo(),
  };
}

/** The apps' one instance, or null in a browser (the web buys through Stripe). */
export const nativePurchases: TNativePurchases | null =
  platform === 'web'
    ? null
    : createNativePurchases(platform, loadCapacitorPlugin, {
        fetchStoreConfig,
        fetchSubscription,
        syncPlatformSubscription,
      });

import { describe, expect, it, vi } from 'vitest';
import type { TStoreCustomerInfo, TStorePackage } from '@/domain/native/store-offerings';
import { createNativePurchases, type TPurchasesPlugin } from './native-purchases';
import type { TSubscription } from './subscription-api';

const products = { starter_month: 'starter', elite_month: 'elite', lifetime: 'lifetime' };
const none: TStoreCustomerInfo = {
  activeSubscriptions: [],
  allPurchasedProductIdentifiers: [],
  entitlements: { active: {} },
};
const elite: TStorePackage = {
  identifier: '$rc_monthly',
  product: { identifier: 'elite', title: 'Elite', priceString: '$14.99' },
};

const baseState = {
  billing: true,
  status: null,
  isActive: false,
  isOnTrial: false,
  isAdmin: false,
  isLifetime: false,
  hasAccess: false,
} as unknown as TSubscription;

function setup(customerInfo: TStoreCustomerInfo = none) {
  const plugin = {
    configure: vi.fn(async () => undefined),
    logIn: vi.fn(async () => ({})),
    logOut: vi.fn(async () => ({})),
    getOfferings: vi.fn(async () => ({ current: { availablePackages: [elite] }, all: {} })),
    purchasePackage: vi.fn(async () => ({ customerInfo })),
    restorePurchases: vi.fn(async () => ({ customerInfo })),
    getCustomerInfo: vi.fn(async () => ({ customerInfo })),
  } satisfies TPurchasesPlugin;
  const synced = { platformActive: true, subscription: { ...baseState, isActive: true, hasAccess: true } };
  const server = {
    fetchStoreConfig: vi.fn(async () => ({ ios: { apiKey: 'appl_test', products }, android: null })),
    fetchSubscription: vi.fn(async () => baseState),
    syncPlatformSubscription: vi.fn(async () => synced),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the fakes stand for the typed client's answers
  const purchases = createNativePurchases('ios', async () => plugin, server as any);
  return { plugin, server, purchases };
}

describe('the native purchases service', () => {
  it('configures once with the user id, then logs in and out as the account changes', async () => {
    const { plugin, purchases } = setup();
    await purchases.ready('user-1');
    await purchases.ready('user-1');
    expect(plugin.configure).toHaveBeenCalledExactlyOnceWith({ apiKey: 'appl_test', appUserID: 'user-1' });
    await purchases.ready('user-2');
    expect(plugin.logIn).toHaveBeenCalledWith({ appUserID: 'user-2' });
    await purchases.signOut();
    expect(plugin.logOut).toHaveBeenCalledOnce();
  });

  it('is initialised at start-up, once, even when a screen asks at the same moment (spec 7)', async () => {
    const { plugin, server, purchases } = setup();
    await Promise.all([purchases.start(null), purchases.ready(null), purchases.start(null)]);
    expect(server.fetchStoreConfig).toHaveBeenCalledOnce();
    expect(plugin.configure).toHaveBeenCalledExactlyOnceWith({ apiKey: 'appl_test', appUserID: null });
    await purchases.start('user-1');
    expect(plugin.logIn).toHaveBeenCalledExactlyOnceWith({ appUserID: 'user-1' });
    expect(plugin.configure).toHaveBeenCalledOnce();
  });

  it('asks for the store settings again after a start-up without a connection', async () => {
    const { plugin, server, purchases } = setup();
    server.fetchStoreConfig.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(purchases.start(null)).rejects.toThrow('Failed to fetch');
    await purchases.start(null);
    expect(server.fetchStoreConfig).toHaveBeenCalledTimes(2);
    expect(plugin.configure).toHaveBeenCalledOnce();
  });

  it('buys a plan’s package and has the server re-read the store', async () => {
    const { plugin, server, purchases } = setup();
    const result = await purchases.purchase('user-1', 'elite_month');
    expect(plugin.purchasePackage).toHaveBeenCalledWith({ aPackage: elite });
    expect(server.syncPlatformSubscription).toHaveBeenCalledWith({
      source: 'ios',
      productId: 'elite',
      isActive: true,
    });
    expect(result.subscription.hasAccess).toBe(true);
  });

  it('names a plan whose product the store does not offer', async () => {
    const { purchases } = setup();
    await expect(purchases.purchase('user-1', 'lifetime')).rejects.toThrow('Product lifetime not found');
  });

  it('restores, then syncs', async () => {
    const { plugin, server, purchases } = setup();
    await purchases.restore('user-1');
    expect(plugin.restorePurchases).toHaveBeenCalledOnce();
    expect(server.syncPlatformSubscription).toHaveBeenCalledWith({ source: 'ios' });
  });

  it('syncs a store purchase the server has not recorded (spec 4, step 3), and nothing otherwise', async () => {
    const entitled = setup({ ...none, activeSubscriptions: ['elite'] });
    expect((await entitled.purchases.readSubscription('user-1')).hasAccess).toBe(true);
    expect(entitled.server.syncPlatformSubscription).toHaveBeenCalledOnce();

    const lapsed = setup();
    expect((await lapsed.purchases.readSubscription('user-1')).hasAccess).toBe(false);
    expect(lapsed.server.syncPlatformSubscription).not.toHaveBeenCalled();
  });
});

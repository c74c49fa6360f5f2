import type { TNativePluginShell } from '../native-shell';

export type TStoreListing = { id: string; title: string; priceString: string };

/**
 * The App Store's or Google Play's side of RevenueCat's Purchases plugin, as the SDK answers it: the
 * listed products with their prices, a purchase that the store records (`record` tells the RevenueCat
 * stand-in, as the real store tells RevenueCat), restore and customer info. `lapse` is the store
 * forgetting a subscription that ran out.
 */
export function storeShell(listings: TStoreListing[], record: (productId: string) => Promise<void>) {
  const bought = new Set<string>();
  const customerInfo = () => ({
    activeSubscriptions: [...bought].filter((id) => !id.includes('lifetime')),
    allPurchasedProductIdentifiers: [...bought],
    entitlements: { active: {}, all: {} },
  });
  const availablePackages = listings.map((product) => ({
    identifier: `$rc_${product.id}`,
    offeringIdentifier: 'default',
    product: { identifier: product.id, title: product.title, priceString: product.priceString },
  }));
  const plugin: TNativePluginShell = {
    configure: () => ({}),
    setMockWebResults: () => ({}),
    logIn: () => ({ customerInfo: customerInfo(), created: false }),
    logOut: () => ({ customerInfo: customerInfo() }),
    getOfferings: () => ({
      current: { identifier: 'default', availablePackages },
      all: { default: { identifier: 'default', availablePackages } },
    }),
    purchasePackage: async (options) => {
      const productId = (options.aPackage as { product: { identifier: string } }).product.identifier;
      await record(productId);
      bought.add(productId);
      return { productIdentifier: productId, customerInfo: customerInfo() };
    },
    restorePurchases: () => ({ customerInfo: customerInfo() }),
    getCustomerInfo: () => ({ customerInfo: customerInfo() }),
  };
  return { plugins: { Purchases: plugin }, lapse: (productId: string) => bought.delete(productId) };
}

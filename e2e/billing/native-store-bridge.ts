import type { Page } from '@playwright/test';
import { emulateNativePlatform } from '../native-emulation';

export type TStoreListing = { id: string; title: string; priceString: string };

/**
 * The phone's side of RevenueCat's Capacitor plugin, for Chromium: Capacitor sends a plugin's calls to
 * the native layer through `window.Capacitor.nativePromise` whenever the plugin is listed in
 * `window.Capacitor.PluginHeaders`, which is what the iOS and Android shells inject. This installs such
 * a shell for the Purchases plugin only, answering as the App Store or Google Play would through
 * RevenueCat's SDK: the listed products with their prices, a purchase that the store records (`record`
 * runs in the test process and tells the RevenueCat stand-in, as the real store tells RevenueCat), restore
 * and customer info. The web app's own code (plugin, paywall, sync) runs unchanged.
 */
export async function emulateStoreApp(
  page: Page,
  platform: 'ios' | 'android',
  listings: TStoreListing[],
  record: (productId: string) => Promise<void>,
): Promise<void> {
  await emulateNativePlatform(page, platform);
  await page.exposeFunction('__recordStorePurchase', record);
  await page.addInitScript((products: TStoreListing[]) => {
    type TWindow = {
      Capacitor?: Record<string, unknown>;
      __recordStorePurchase: (productId: string) => Promise<void>;
    };
    const shell = window as unknown as TWindow;
    const bought = new Set<string>();
    const customerInfo = () => ({
      activeSubscriptions: [...bought].filter((id) => !id.includes('lifetime')),
      allPurchasedProductIdentifiers: [...bought],
      entitlements: { active: {}, all: {} },
    });
    const availablePackages = products.map((product) => ({
      identifier: `$rc_${product.id}`,
      offeringIdentifier: 'default',
      product: { identifier: product.id, title: product.title, priceString: product.priceString },
    }));
    const answers: Record<string, (options: Record<string, unknown>) => unknown> = {
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
        await shell.__recordStorePurchase(productId);
        bought.add(productId);
        return { productIdentifier: productId, customerInfo: customerInfo() };
      },
      restorePurchases: () => ({ customerInfo: customerInfo() }),
      getCustomerInfo: () => ({ customerInfo: customerInfo() }),
    };
    shell.Capacitor = {
      PluginHeaders: [
        { name: 'Purchases', methods: Object.keys(answers).map((name) => ({ name, rtype: 'promise' })) },
      ],
      nativePromise: async (plugin: string, method: string, options: Record<string, unknown>) => {
        const answer = plugin === 'Purchases' ? answers[method] : undefined;
        if (!answer) throw new Error(`${plugin}.${method} is not part of this store shell`);
        return answer(options ?? {});
      },
    };
  }, listings);
}

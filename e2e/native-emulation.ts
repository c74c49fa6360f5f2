import type { Page } from '@playwright/test';

/**
 * Makes Capacitor report a native platform in Chromium: CapacitorCustomPlatform is what Capacitor's
 * getPlatform() reads first, and plugins then answer with their web implementations (RevenueCat's
 * with its mock results, see client/lib/native-purchases.ts).
 */
export async function emulateNativePlatform(page: Page, platform: 'ios' | 'android'): Promise<void> {
  await page.addInitScript((name) => {
    (window as unknown as { CapacitorCustomPlatform: unknown }).CapacitorCustomPlatform = {
      name,
      plugins: {},
    };
  }, platform);
}

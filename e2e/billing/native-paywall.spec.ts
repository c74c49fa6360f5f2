import { expect, test } from '../fixtures';
import { emulateNativePlatform } from '../native-emulation';
import { AuthPage } from '../page-models/auth-page';
import { nativeStandIn } from './native-store';
import { billingBaseURL as baseURL, signUpOnPhone } from './phone-account';

for (const platform of ['ios', 'android'] as const) {
  test(`on ${platform} a user without a plan is sent to the paywall, and a store error is shown`, async ({
    page,
  }) => {
    await emulateNativePlatform(page, platform);
    await signUpOnPhone(page);
    // The gate on native is the paywall page; onboarding waits for a plan.
    await expect(page).toHaveURL(new RegExp(`/paywall-${platform}$`));
    await expect(page.getByRole('dialog', { name: 'What would you like to improve?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    // The plugin's mock store offers no products, so the plan's product cannot be found (spec 8).
    await expect(
      page.getByRole('alert').filter({ hasText: `Product ${nativeStandIn.products.elite_month} not found` }),
    ).toBeVisible();
  });
}

test('restoring a purchase made in the store unlocks the app at once, on the web too', async ({
  page,
  browser,
}) => {
  const auth = new AuthPage(page);
  await emulateNativePlatform(page, 'ios');
  const userId = await signUpOnPhone(page);
  await expect(page).toHaveURL(/\/paywall-ios$/);

  // What buying Elite in the App Store leaves in RevenueCat.
  const stored = await page.request.post(nativeStandIn.controlUrl(baseURL()), {
    data: {
      appUserId: userId,
      productId: nativeStandIn.products.elite_month,
      subscription: {
        store: 'app_store',
        expires_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    },
  });
  expect(stored.ok()).toBe(true);
  await page.getByRole('button', { name: 'Restore purchases' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(auth.toast('Purchases restored')).toBeVisible();

  // The same account on the web (the session's cookie, no platform emulated) has its plan too.
  const web = await browser.newContext({ storageState: await page.context().storageState() });
  const state = await (await web.request.get(`${baseURL()}/api/subscription`)).json();
  expect(state).toMatchObject({ isActive: true, hasAccess: true, plan: 'elite_month' });
  await web.close();
});

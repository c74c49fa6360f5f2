import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { emulateNativeShell } from '../native-shell';
import { AuthPage } from '../page-models/auth-page';
import { nativeStandIn } from './native-store';
import { billingBaseURL, signUpOnPhone } from './phone-account';
import { storeShell, type TStoreListing } from './store-shell';

// Purchases made in the apps, with the phone's store emulated behind Capacitor's native bridge and
// RevenueCat answered by the billing project's stand-in (the server re-reads it on every sync).

const { products } = nativeStandIn;
const listings: TStoreListing[] = [
  { id: products.starter_month, title: 'Compound Starter', priceString: '$4.99' },
  { id: products.elite_month, title: 'Compound Elite', priceString: '$12.99' },
  { id: products.lifetime, title: 'Compound Lifetime', priceString: '$149.99' },
];

type TStoreSubscription = {
  store: 'app_store' | 'play_store';
  period_type?: 'trial' | 'normal';
  expires_date: string;
};

/** Tells RevenueCat's stand-in what the store holds for the account (its control call). */
async function tellStandIn(
  page: Page,
  appUserId: string,
  productId: string,
  subscription: TStoreSubscription,
) {
  const response = await page.request.post(nativeStandIn.controlUrl(billingBaseURL()), {
    data: { appUserId, productId, subscription },
  });
  expect(response.ok()).toBe(true);
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

/**
 * A new account signed up in the app on `platform`, on its paywall, with a store that reports each
 * purchase to RevenueCat as a subscription of `periodType` for `days`.
 */
async function buyerOn(
  page: Page,
  platform: 'ios' | 'android',
  periodType: 'trial' | 'normal',
  days: number,
) {
  const storeName = platform === 'ios' ? 'app_store' : 'play_store';
  let userId = '';
  const store = storeShell(listings, (productId) =>
    tellStandIn(page, userId, productId, {
      store: storeName,
      period_type: periodType,
      expires_date: daysFromNow(days),
    }),
  );
  await emulateNativeShell(page, platform, store.plugins);
  userId = await signUpOnPhone(page);
  await expect(page).toHaveURL(new RegExp(`/paywall-${platform}$`));
  return { userId, store };
}

async function webSubscription(page: Page, browser: import('@playwright/test').Browser) {
  const web = await browser.newContext({ storageState: await page.context().storageState() });
  const state = await (await web.request.get(`${billingBaseURL()}/api/subscription`)).json();
  await web.close();
  return state;
}

test('on ios a new user sees the App Store prices, starts the Elite trial and has access at once, on the web too', async ({
  page,
  browser,
}) => {
  await buyerOn(page, 'ios', 'trial', 7);
  // The store's own prices, not the web's.
  await expect(page.getByText('$4.99 / month')).toBeVisible();
  await expect(page.getByText('$12.99 / month')).toBeVisible();
  await expect(page.getByText('$149.99 once')).toBeVisible();

  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(new AuthPage(page).toast('Subscription activated')).toBeVisible();
  expect(await webSubscription(page, browser)).toMatchObject({
    hasAccess: true,
    isActive: true,
    plan: 'elite_month',
    status: 'trialing',
  });
});

test('on android a user buys Starter on Google Play and a user whose plan lapsed is sent back to the paywall', async ({
  page,
  browser,
}) => {
  const { userId, store } = await buyerOn(page, 'android', 'normal', 30);
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(page).toHaveURL(/\/app$/);
  expect(await webSubscription(page, browser)).toMatchObject({ hasAccess: true, plan: 'starter_month' });

  // The plan lapses in the store (renewal failed past its grace): the next check finds it expired.
  await tellStandIn(page, userId, products.starter_month, {
    store: 'play_store',
    expires_date: daysFromNow(-1),
  });
  store.lapse(products.starter_month);
  await page.request.post('/api/subscription/sync', {
    data: { source: 'android' },
    headers: { origin: billingBaseURL() },
  });
  await page.goto('/in/goals');
  await expect(page).toHaveURL(/\/paywall-android$/);
  await expect(page.getByRole('button', { name: 'Choose Elite' })).toBeVisible();
});

import { expect, signUpVerifiedUser, test } from './fixtures';
import { emulateNativePlatform } from './native-emulation';

// Spec 2, native platform rules, under each emulated platform (Capacitor made to report it).
for (const platform of ['ios', 'android'] as const) {
  test.describe(`on ${platform}`, () => {
    test.beforeEach(async ({ page }) => emulateNativePlatform(page, platform));

    test(`a signed-out visitor at /, /pricing and /7daytrial meets /welcome-${platform}`, async ({
      page,
    }) => {
      for (const path of ['/', '/pricing', '/7daytrial']) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`/welcome-${platform}$`));
      }
      await expect(page.getByRole('heading', { name: 'Small steps, every day, that add up.' })).toBeVisible();
      await page.getByRole('link', { name: 'Create your account' }).click();
      await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    });

    test(`a signed-in user at /pricing and /7daytrial meets /paywall-${platform}, and at / the tracker`, async ({
      page,
    }) => {
      await signUpVerifiedUser(page, 'Phone Person');
      for (const path of ['/pricing', '/7daytrial']) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`/paywall-${platform}$`));
      }
      await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
      await page.goto('/');
      await expect(page).toHaveURL(/\/app$/);
      await page.goto(`/welcome-${platform}`);
      await expect(page).toHaveURL(/\/app$/);
    });
  });
}

test('in a browser the marketing pages stay where they are', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

import type { Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { MasteryPage } from './page-models/mastery-page';

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `no sideways scrolling on ${what} at 360 px`).toBeLessThanOrEqual(0);
}

test('on a phone, mastery (with a running focus session) and goals fit the screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await mastery.createSkill({ name: 'Woodworking and furniture restoration', baselineHours: 12.5 });
  await mastery.startFocusSession(45);
  await expectNoSidewaysScroll(page, '/in/mastery');

  await page.goto('/in/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(mastery.timer()).toBeVisible();
  await expectNoSidewaysScroll(page, '/in/goals');
});

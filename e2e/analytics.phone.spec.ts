import type { Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { AnalyticsPage, logHistory } from './page-models/analytics-page';

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `no sideways scrolling on ${what} at 360 px`).toBeLessThanOrEqual(0);
}

test('on a 360 px phone the analytics pages fit the screen, and the demo hides the coach button', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const analytics = new AnalyticsPage(page);
  await analytics.goto('/analytics');
  await expect(analytics.habitRow('Morning run')).toBeVisible();
  await expect(analytics.chart('Daily completion rate')).toBeVisible();
  await expectNoSidewaysScroll(page, '/analytics');
  await expect(page.getByRole('button', { name: 'Open coach' })).toHaveCount(0);

  await signUpVerifiedUser(page);
  await logHistory(page, [{ name: 'Stretch every morning before breakfast', daysAgo: [1, 2, 3, 5, 8, 13] }]);
  await analytics.goto();
  await expect(analytics.habitRow('Stretch every morning before breakfast')).toBeVisible();
  await expect(analytics.chart('Daily completion rate')).toBeVisible();
  await expectNoSidewaysScroll(page, '/in/analytics');
});

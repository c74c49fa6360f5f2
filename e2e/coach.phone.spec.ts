import { expect, test } from './fixtures';
import { CoachPage } from './page-models/coach-page';

test('on a 360 px phone the coach covers the screen and its input works by touch', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth');
  const coach = await CoachPage.openPanel(page);

  const box = await coach.root.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });

  await coach.input().tap();
  await coach.send('Hello coach');
  await expect(coach.lastReply()).not.toBeEmpty();
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);

  await coach.root.getByRole('button', { name: 'Close' }).tap();
  await expect(coach.root).toBeHidden();
});

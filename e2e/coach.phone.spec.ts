import { expect, signUpVerifiedUser, test } from './fixtures';
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

test('on a 360 px phone /in/assistant shows the text box above the tab bar, prompts in one row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  await page.goto('/in/assistant');
  const input = page.getByRole('textbox', { name: 'Message the coach' });
  await expect(input).toBeVisible();
  const inputBox = await input.boundingBox();
  const tabBar = await page.getByRole('navigation', { name: 'Main', exact: true }).last().boundingBox();
  expect(
    inputBox && tabBar && inputBox.y + inputBox.height <= tabBar.y,
    'the text box clears the tab bar',
  ).toBe(true);
  const prompts = page.getByRole('list', { name: 'Suggested prompts' }).getByRole('button');
  const tops = await Promise.all([0, 1, 2].map(async (index) => (await prompts.nth(index).boundingBox())?.y));
  expect(new Set(tops).size, 'the three prompts share one row').toBe(1);
});

import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

test('on a phone the tracker fits the screen and works by touch', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Stretch for ten minutes every morning', kind: 'Yes/No' });
  await tracker.createHabit({ name: 'Read', kind: 'Number', target: 20, unit: 'pages' });

  await tracker.whileSavingLog(() => tracker.toggle('Stretch for ten minutes every morning').tap());
  await expect(tracker.toggle('Stretch for ten minutes every morning')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tracker.enterValue('Read', 12);

  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);

  await page.reload();
  await expect(tracker.toggle('Stretch for ten minutes every morning')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tracker.valueInput('Read')).toHaveValue('12');

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/habits/order'));
  await tracker.touchDragHabitPast('Read', 'Stretch for ten minutes every morning');
  expect((await saved).ok()).toBe(true);
  await expect(tracker.rows()).toContainText(['Read', 'Stretch for ten minutes every morning']);
});

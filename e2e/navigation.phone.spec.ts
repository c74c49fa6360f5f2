import type { Locator, Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Elements that reach past the viewport's right edge, measured in the page; what sits inside a row that
 * scrolls sideways on purpose (the coach's suggested prompts) is clipped by it and does not count.
 */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const insideSidewaysScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !insideSidewaysScroller(element))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  });
}

test('on a 360 px phone the main places are in a bottom tab bar, and no main screen overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Today', 'Goals', 'Coach', 'Mastery'])
    await expect(tabs.getByRole('link', { name })).toBeVisible();

  await tabs.getByRole('button', { name: 'More' }).click();
  await expect(tabs.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(tabs.getByRole('link', { name: 'Settings' })).toBeHidden();

  for (const path of ['/app', '/in/goals', '/in/mastery', '/in/assistant', '/in/analytics', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await overflowingElements(page), path).toEqual([]);
  }
});

test('on a 360 px phone the focus-session card, the coach button and a toast cover nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  // The focus-session card: its title never runs into its button, and its description is not cut.
  for (const path of ['/in/goals', '/in/mastery']) {
    await page.goto(path);
    const card = page.getByRole('region', { name: 'Focus session', exact: true });
    const start = card.getByRole('button', { name: 'Start focus session' });
    expect(
      overlaps(
        await box(card.getByRole('heading', { name: 'Focus session', exact: true })),
        await box(start),
      ),
      path,
    ).toBe(false);
    const description = card.getByText('A timer for one thing at a time.');
    expect(await description.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(
      true,
    );
  }

  await page.goto('/app');
  const coachButton = page.getByRole('button', { name: 'Open coach' });
  expect(overlaps(await box(coachButton), await box(tabs))).toBe(false);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Stretch', kind: 'Yes/No' });
  await tracker.chooseAction('Stretch', 'Archive');
  const toast = page.getByRole('status').filter({ hasText: 'Archived' });
  await expect(toast).toBeVisible();
  expect(overlaps(await box(toast), await box(coachButton))).toBe(false);
});

// One test per width, so the four run side by side: each is six page loads.
for (const width of [390, 768, 1024, 1280]) {
  test(`at ${width} px no main screen reaches past the window`, async ({ page }) => {
    await signUpVerifiedUser(page);
    await new TrackerPage(page).createHabit({
      name: 'Pages read',
      kind: 'Number',
      target: 20,
      unit: 'pages',
    });
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/app', '/in/goals', '/in/mastery', '/in/assistant', '/in/analytics', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await overflowingElements(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

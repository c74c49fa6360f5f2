import type { Locator, Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from '../fixtures';
import { TrackerPage } from '../page-models/tracker-page';

/**
 * The screenshot suite (issue 23): every main screen, compared with the committed image of it, so a
 * layout regression fails CI. Data is fixed (the same habits for a new account of the same name) and
 * the browser's clock is pinned; what still depends on the server's real day (the date line, the date
 * field, e-mail addresses) is masked. Update the images with `npx playwright test e2e/screens
 * --update-snapshots` and look at every changed one before committing it.
 */
const pinnedTime = new Date('2026-11-25T09:30:00Z');

const publicScreens = [
  { name: 'landing', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'auth', path: '/auth' },
  { name: 'coach-guest', path: '/coach' },
  { name: 'not-found', path: '/no/such/page' },
];

const signedInScreens = [
  { name: 'tracker', path: '/app' },
  { name: 'goals', path: '/in/goals' },
  { name: 'mastery', path: '/in/mastery' },
  { name: 'assistant', path: '/in/assistant' },
  { name: 'settings', path: '/settings' },
];

/** Text that follows the server's real time or the account: dates, sign-in times, e-mail addresses. */
function moving(page: Page): Locator[] {
  return [
    page.getByText(/^\w+day, \w+ \d{1,2}, \d{4}$/),
    page.locator('input[type="date"]'),
    page.getByText(/@example\.com/),
    page.getByText(/^Signed in /),
  ];
}

/**
 * The server's real day is written as one fixed date before the comparison: masked alone, a longer or
 * shorter weekday and month still moved what wraps beside it, so the images changed with the day.
 */
async function pinServerDates(page: Page) {
  await page.evaluate((fixed) => {
    const pattern = /^\w+day,? \d{1,2} \w+ \d{4}$/;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.childElementCount === 0 && pattern.test(element.textContent ?? ''))
        element.textContent = fixed;
    }
  }, 'Wednesday 25 November 2026');
}

async function compare(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await pinServerDates(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: moving(page),
    maxDiffPixelRatio: 0.005,
  });
}

/** Registers the suite at the given viewport; the project (desktop or phone) names the images' folder. */
export function describeMainScreens(viewport: { width: number; height: number }) {
  test.use({ viewport, timezoneId: 'UTC', locale: 'en-US' });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(pinnedTime);
  });

  test('public screens look as they did', async ({ page }) => {
    for (const screen of publicScreens) {
      await page.goto(screen.path);
      await compare(page, screen.name);
    }
  });

  test('signed-in screens look as they did', async ({ page }) => {
    test.slow();
    await signUpVerifiedUser(page, 'Screen Tester');
    const tracker = new TrackerPage(page);
    await tracker.createHabit({ name: 'Morning walk', kind: 'Yes/No' });
    await tracker.createHabit({ name: 'Pages read', kind: 'Number', target: 20, unit: 'pages' });
    for (const screen of signedInScreens) {
      await page.goto(screen.path);
      await compare(page, screen.name);
    }
  });
}

import type { Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Compound/);
});

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('a page that fails to load shows the crash screen, reports it, and Go Home recovers', async ({
  page,
}) => {
  test.slow();
  // Every attempt to fetch the not-found page's code fails: three retries at 1, 2 and 3 s, then the crash screen.
  await page.route(/\/assets\/not-found-page[^/]*\.js$/, (route) => route.abort());
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/error-reports') && request.method() === 'POST',
    { timeout: 20_000 },
  );
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText("We encountered an unexpected error. This has been logged and we'll look into it."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const body = (await report).postDataJSON();
  expect(body.url).toContain('/this-page-does-not-exist');
  expect(body.message).toBeTruthy();

  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

/** Console errors, uncaught errors and Content-Security-Policy violations, each with the page it came from. */
async function collectPageProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // A CSP refusal inside a library's try/catch logs nothing, though Chrome reports it as an issue.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]');
      seen.push(`${location.pathname}: CSP ${event.violatedDirective} (${event.blockedURI})`);
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  return async () => [
    ...problems,
    ...JSON.parse((await page.evaluate(() => sessionStorage.getItem('csp-violations'))) ?? '[]'),
  ];
}

async function tour(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The page's own requests (and any lazy chunk they parse with) have run.
    await page.waitForLoadState('networkidle');
  }
}

test('a signed-out tour of the public pages logs no console error', async ({ page }) => {
  const problems = await collectPageProblems(page);
  await tour(page, [
    '/',
    '/pricing',
    '/7daytrial',
    '/auth',
    '/coach',
    '/analytics',
    '/subscriptions',
    '/check-email',
  ]);
  expect(await problems()).toEqual([]);
});

test('a signed-in tour of the app logs no console error and breaks no CSP rule', async ({ page }) => {
  test.slow();
  await signUpVerifiedUser(page);
  const problems = await collectPageProblems(page);
  await page.goto('/app');
  await new TrackerPage(page).createHabit({ name: 'Pages read', kind: 'Number', target: 20, unit: 'pages' });
  await tour(page, ['/app', '/in/goals', '/in/mastery', '/in/assistant', '/in/analytics', '/settings']);
  expect(await problems()).toEqual([]);
});

test('the app can be installed: a manifest with its name, start page and icons, every icon served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await request.get(href ?? '');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ short_name: 'Compound', start_url: '/app', display: 'standalone' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type'], icon.src).toMatch(/^image\//);
  }
});

test('the browser’s theme colour follows the window between the compact and the wide layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(themeColor).toHaveAttribute('content', '#F4F5F7');
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(themeColor).toHaveAttribute('content', '#FFFFFF');
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(themeColor).toHaveAttribute('content', '#F4F5F7');
});

test('the header fits from 768 px to wide screens: no place hides the initial or Sign out', async ({
  page,
}) => {
  await signUpVerifiedUser(page, 'Header Tester');
  const header = page.getByRole('banner');
  const signOut = header.getByRole('button', { name: 'Sign out' });
  for (const width of [768, 1280, 1536, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const initial = header.getByTitle(/Header Tester/);
    const [nav, avatar, button] = await Promise.all([
      header.getByRole('navigation', { name: 'Main' }).boundingBox(),
      initial.boundingBox(),
      signOut.boundingBox(),
    ]);
    if (!nav || !avatar || !button) throw new Error(`The header lost a part at ${width} px`);
    expect(nav.x + nav.width, `nav and initial at ${width} px`).toBeLessThanOrEqual(avatar.x);
    expect(avatar.x + avatar.width, `initial and Sign out at ${width} px`).toBeLessThanOrEqual(button.x);
    expect(button.x + button.width, `Sign out inside the window at ${width} px`).toBeLessThanOrEqual(width);
  }
  // The shortcut is named in the tooltip and to assistive technology, not drawn beside each place.
  await expect(header.getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-keyshortcuts', /\+3$/);
});

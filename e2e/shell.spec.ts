import { expect, test } from './fixtures';

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
  test.setTimeout(45_000);
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

test('a signed-out tour of the public pages logs no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [
    '/',
    '/pricing',
    '/7daytrial',
    '/auth',
    '/coach',
    '/analytics',
    '/subscriptions',
    '/check-email',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

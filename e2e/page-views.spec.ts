import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Spec 7: "Analytics page_view events with path, location and title", sent to Compound's own server.
const isPageView = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/page-views';

test('a visit sends one page_view with path, location (no query) and title', async ({ page, baseURL }) => {
  const views: unknown[] = [];
  page.on('request', (request) => isPageView(request) && views.push(request.postDataJSON()));
  await page.clock.install();
  await page.goto('/pricing?ref=newsletter&token=secret');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sent = page.waitForResponse((response) => isPageView(response.request()));
  await page.clock.runFor(1_000);
  expect((await sent).status()).toBe(201);
  await page.clock.runFor(5_000);
  expect(views).toEqual([{ path: '/pricing', location: `${baseURL}/pricing`, title: await page.title() }]);
});

test('a browser with Do-Not-Track on sends no page_view', async ({ page }) => {
  const views: string[] = [];
  page.on('request', (request) => isPageView(request) && views.push(request.url()));
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  });
  await page.clock.install();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(5_000);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.clock.runFor(5_000);
  expect(views).toEqual([]);
});

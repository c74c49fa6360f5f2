import type { Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';

/**
 * Decision 0033: public pages arrive rendered by React on the server and React in the browser takes
 * them over (hydrateRoot). A mismatch would be a recoverable error in the console, with the page drawn
 * again from scratch; a warning of any kind counts too.
 */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // The tests block the service worker (playwright.config.ts), and Chromium says so.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
  return messages;
}

/**
 * Holds the app's entry script back, as on a slow phone, so the page the server drew is all there is;
 * returns what lets it through.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Waits until React has taken over the page the server drew (hydrateRoot has marked #root). */
async function waitForReactTakeover(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      }),
    )
    .toBe(true);
}

/** Opens a page, checks the server sent it rendered, and waits until React has taken it over. */
async function openHydrated(page: Page, path: string, heading?: string) {
  const response = await page.goto(path);
  expect(await response?.text(), path).toContain('<div id="root" data-server-rendered>');
  const title = page.getByRole('heading', { level: 1, name: heading }).first();
  await expect(title).toBeVisible();
  await waitForReactTakeover(page);
  await page.waitForLoadState('networkidle');
  await expect(title).toBeVisible();
}

test('the landing pages and a research article hydrate without a console warning, and stay live', async ({
  page,
}) => {
  const messages = collectConsole(page);
  await openHydrated(page, '/', 'Small daily wins, compounded.');
  // The e2e server sells no plans: the pricing page says so.
  await openHydrated(page, '/pricing', 'Everything is included here.');
  await openHydrated(page, '/research/habit-formation', 'How long does a habit take to form?');
  // React answers clicks once it has the page: a link navigates inside the app.
  await page.getByRole('link', { name: 'Compound', exact: true }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Small daily wins, compounded.' })).toBeVisible();
  expect(messages).toEqual([]);
});

test('every other public page the server renders hydrates without a console warning', async ({ page }) => {
  test.slow();
  const messages = collectConsole(page);
  for (const path of [
    '/7daytrial',
    '/research',
    '/docs',
    '/docs/tracker',
    '/docs/api',
    '/docs/analytics-metrics',
    '/legal',
    '/privacy',
    '/service',
    '/coach',
    '/analytics',
    '/live-demo',
    '/auth',
    '/auth?mode=signup',
    '/forgot-password',
  ])
    await openHydrated(page, path);
  expect(messages).toEqual([]);
});

test('a public dashboard hydrates from the answer the server sent, without a console warning', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpVerifiedUser(page, 'Hydra Tester');
  const created = await page.request.post('/api/habits', {
    data: { name: 'Evening stretch', type: 'boolean' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  const slug = `hydra-${Date.now().toString(36)}`;
  await page.goto('/settings#public-dashboard');
  const editor = page.getByRole('region', { name: 'Public dashboard', exact: true });
  await editor.getByRole('radio', { name: /^Public/ }).check();
  await editor.getByLabel('Link name').fill(slug);
  await editor.getByLabel('Title').fill('Stretching every evening');
  await editor.getByRole('checkbox', { name: 'Evening stretch', exact: true }).check();
  await editor.getByRole('button', { name: 'Save dashboard', exact: true }).click();
  await expect(editor.getByText('Saved.', { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const messages = collectConsole(visitor);
  await openHydrated(visitor, `/u/${slug}`, 'Stretching every evening');
  await expect(visitor.getByRole('heading', { name: 'Evening stretch', exact: true })).toBeVisible();
  expect(messages).toEqual([]);
  await visitorContext.close();
});

test('before its script has run, /auth still opens Sign up, and offers no control that would lose what is done', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  // Not to "load": that waits for the held script.
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeDisabled();

  // The tab is a link: the server draws the sign-up form.
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  // Typing now would reach the box but not the form: the fields wait for React too.
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();

  release();
  await expect(create).toBeEnabled();
  await page.getByLabel('Name').fill('Early Bird');
  await expect(page.getByLabel('Name')).toHaveValue('Early Bird');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeEnabled();
});

test('before its script has run, the guest coach takes no typing it would lose', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/coach', { waitUntil: 'commit' });
  const input = page.getByRole('textbox', { name: 'Message the coach' });
  await expect(input).toBeDisabled();
  release();
  await expect(input).toBeEnabled();
  await input.fill('Hello coach');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('article', { name: 'You' })).toHaveCount(1);
});

test('a signed-in /app arrives drawn by the server with the first rows of the day, and hydrates without a console warning', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedUser(page, 'Early Tracker');
  const names = Array.from({ length: 9 }, (_, index) => `Server habit ${index + 1}`);
  const lastName = 'Server habit 9';
  for (const name of names) {
    const created = await page.request.post('/api/habits', {
      data: { name },
      headers: { origin: baseURL ?? '' },
    });
    expect(created.status()).toBe(201);
  }
  const day = (await (await page.request.get('/api/habits?include_archived=false')).json()) as {
    date: string;
  };
  const focused = await page.request.put(`/api/daily-focus/${day.date}`, {
    data: { focus: 'Ship the server-drawn day' },
    headers: { origin: baseURL ?? '' },
  });
  expect(focused.status()).toBe(200);
  const messages = collectConsole(page);
  // The day's other reads come with the page: the takeover asks for none of them again.
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(daily-focus|agenda|preferences)\b/.test(pathname)) askedAgain.push(pathname);
  });
  const response = await page.goto('/app');
  const html = (await response?.text()) ?? '';
  // What the page shows before any script: #root's elements, not the answers sent beside them for React.
  const drawn =
    html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').split(`id="server-render-state"`)[0] ?? '';
  expect(drawn.includes('<div id="root" data-server-rendered>'), 'drawn by the server').toBe(true);
  // The first screen's rows are in the HTML; the rest follow in the browser, after the first paint.
  for (const name of names.slice(0, 5)) expect(drawn.includes(`>${name}<`), name).toBe(true);
  expect(drawn.includes(`>${lastName}<`), lastName).toBe(false);
  expect(drawn.includes('value="Ship the server-drawn day"'), 'the day’s focus').toBe(true);
  await waitForReactTakeover(page);
  // Every row arrives: React has the page.
  await expect(page.getByText(lastName, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel(/focus/i).first()).toHaveValue('Ship the server-drawn day');
  expect(askedAgain).toEqual([]);
  expect(messages).toEqual([]);
});

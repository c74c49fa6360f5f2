import { expect, signUpVerifiedUser, test } from './fixtures';

// The main e2e server runs without billing (the embedded default): no page may offer what it does not sell.
const publicPages = [
  '/',
  '/pricing',
  '/7daytrial',
  '/subscriptions',
  '/coach',
  '/analytics',
  '/live-demo',
  '/docs',
  '/docs/plans-and-billing',
  '/legal',
  '/terms',
];

/** A plan offered for money, or a trial offered at all. */
const offers = [
  /free trial/i,
  /\$\s?\d/,
  /\b(Starter|Elite|Lifetime)\b[^.\n]{0,40}\d+(\.\d\d)?\s?(USD|EUR|\/\s?month)/i,
];

function expectNoOffer(where: string, text: string) {
  for (const offer of offers) expect(text, `${where} offers a plan: ${offer}`).not.toMatch(offer);
}

test('with billing off, no public page, title or meta tag offers a plan, a price or a trial', async ({
  page,
}) => {
  test.slow();
  for (const path of publicPages) {
    // As a crawler reads it: the server's HTML head, before any script.
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = [...head.matchAll(/<title>([^<]*)<\/title>|<meta [^>]*content="([^"]*)"/g)]
      .map((match) => match[1] ?? match[2])
      .join('\n');
    expectNoOffer(`${path} (served head)`, tags);

    // As a visitor sees it, once the page knows the server sells nothing.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expectNoOffer(`${path} (page)`, await page.locator('body').innerText());
    expectNoOffer(`${path} (title)`, await page.title());
  }
  await page.goto('/7daytrial');
  await expect(page.getByRole('heading', { name: 'Everything is included here.' })).toBeVisible();
  await expect(page).toHaveTitle('Start with Compound · Compound');
});

test('the store paywalls, opened in a browser, say where to get the app instead of selling plans', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  for (const [path, device, store] of [
    ['/paywall-ios', 'iPhone and iPad', 'the App Store'],
    ['/paywall-android', 'Android', 'Google Play'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: `Compound for ${device}` })).toBeVisible();
    await expect(page.getByText(`get it from ${store}`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    expectNoOffer(path, await page.locator('body').innerText());
  }
});

test('the demos are a click away from the landing page and the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'the coach, as a guest' }).click();
  await expect(page).toHaveURL(/\/coach$/);
  for (const [name, path] of [
    ['Try the coach', '/coach'],
    ['Analytics demo', '/analytics'],
    ['Live demo', '/live-demo'],
  ] as const) {
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('an unknown dashboard answers 404 with the not-found page; old addresses move permanently', async ({
  page,
}) => {
  for (const path of ['/u/nobody-has-this-name', '/d/0000000000000000']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Dashboard not found')).toBeVisible();
  }
  for (const [from, to] of [
    ['/assistant', '/coach'],
    ['/privacy-policy', '/privacy'],
    ['/payments', '/subscriptions'],
    ['/start', '/pricing'],
  ]) {
    const response = await page.request.get(from ?? '', { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location).toBe(to);
  }
  const robots = await (await page.request.get('/robots.txt')).text();
  for (const prefix of ['/app', '/in/', '/settings']) expect(robots).toContain(`Disallow: ${prefix}\n`);
});

import { expectNoAxeViolations } from './axe';
import { expect, signUpVerifiedUser, test } from './fixtures';

test('a published dashboard opens signed out, and its live page follows the owner’s logs', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpVerifiedUser(page, 'Ana Runner');
  for (const name of ['Morning run', 'Therapy homework']) {
    const created = await page.request.post('/api/habits', {
      data: { name, type: 'boolean' },
      headers: { origin: baseURL ?? '' },
    });
    expect(created.status()).toBe(201);
  }

  const slug = `ana-${Date.now().toString(36)}`;
  await page.goto('/settings#public-dashboard');
  const editor = page.getByRole('region', { name: 'Public dashboard', exact: true });
  await editor.getByRole('radio', { name: /^Public/ }).check();
  await editor.getByLabel('Link name').fill(slug);
  await editor.getByLabel('Title').fill('Ana trains for Berlin');
  await editor.getByRole('checkbox', { name: 'Morning run', exact: true }).check();
  await editor.getByRole('button', { name: 'Save dashboard', exact: true }).click();
  await expect(editor.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(editor.getByRole('link', { name: `/u/${slug}`, exact: true })).toBeVisible();

  // A visitor: a second browser context, with no session.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/u/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Ana trains for Berlin', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Morning run', exact: true })).toBeVisible();
  await expect(visitor.getByText('Therapy homework')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /coach/i })).toHaveCount(0);

  await visitor.goto(`/u/${slug}/live`);
  const habit = visitor.getByTestId('shared-habit').filter({ hasText: 'Morning run' });
  await expect(habit.getByTestId('current-streak')).toHaveText('0 days');

  await page.goto('/app');
  await page.getByRole('button', { name: 'Mark Morning run done', exact: true }).click();
  // No reload: the stream brings the new streak to the visitor's page.
  await expect(habit.getByTestId('current-streak')).toHaveText('1 day');
  await expect(visitor.getByText('Therapy homework')).toHaveCount(0);
  await visitorContext.close();
});

test('the live demo logs its habits while you watch', async ({ page }) => {
  await page.goto('/live-demo');
  await expect(page.getByRole('heading', { name: 'A year of small wins', level: 1 })).toBeVisible();
  const streaks = page.getByTestId('current-streak');
  await expect(streaks).toHaveCount(4);
  const before = await streaks.allTextContents();
  await expect
    .poll(async () => (await streaks.allTextContents()).join('|'), { timeout: 10_000 })
    .not.toBe(before.join('|'));
});

test('the live demo passes the WCAG A and AA checks', async ({ page }) => {
  test.slow();
  await page.goto('/live-demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unlisted dashboard’s private link can be replaced, and the old one stops working', async ({
  page,
  browser,
}) => {
  await signUpVerifiedUser(page, 'Lee Reader');
  await page.goto('/settings#public-dashboard');
  const editor = page.getByRole('region', { name: 'Public dashboard', exact: true });
  await editor.getByRole('radio', { name: /^Unlisted/ }).check();
  await editor.getByLabel('Title').fill('Lee reads more');
  await editor.getByRole('button', { name: 'Save dashboard', exact: true }).click();
  await expect(editor.getByText('Saved.', { exact: true })).toBeVisible();
  const linkOf = async () => (await editor.getByRole('link', { name: /^\/d\// }).textContent()) ?? '';
  const oldLink = await linkOf();
  expect(oldLink).toMatch(/^\/d\//);

  await editor.getByRole('button', { name: 'Make a new private link', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link', exact: true }).click();
  await expect.poll(linkOf).not.toBe(oldLink);
  const newLink = await linkOf();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(newLink);
  await expect(visitor.getByRole('heading', { name: 'Lee reads more', level: 1 })).toBeVisible();
  const old = await visitor.goto(oldLink);
  expect(old?.status()).toBe(404);
  await visitorContext.close();
});

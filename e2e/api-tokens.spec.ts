import { expect, signUpVerifiedUser, test } from './fixtures';

test('a token made in settings drives the API from a script, until it is revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpVerifiedUser(page);
  await page.goto('/settings#api-tokens');
  const section = page.getByRole('region', { name: 'API tokens', exact: true });
  await section.getByLabel('Token name').fill('Home dashboard');
  await section.getByRole('radio', { name: /^Read and write/ }).check();
  await section.getByRole('button', { name: 'Create token', exact: true }).click();
  const secret = await section.getByRole('textbox', { name: 'New API token', exact: true }).inputValue();
  expect(secret).toMatch(/^cmp_/);
  await expect(
    section.getByRole('list', { name: 'Your API tokens' }).getByText('Home dashboard', { exact: true }),
  ).toBeVisible();

  // A script: its own HTTP client, no browser cookies.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const created = await script.post('/api/habits', { data: { name: 'Water plants', type: 'boolean' } });
  expect(created.status()).toBe(201);
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Mark Water plants done', exact: true })).toBeVisible();

  await page.goto('/settings#api-tokens');
  await section.getByRole('button', { name: 'Revoke Home dashboard', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke token', exact: true }).click();
  await expect(section.getByText('You have no API tokens.')).toBeVisible();
  // The list drops the token at once (optimistic); the toast says the server has revoked it.
  await expect(page.getByText('“Home dashboard” revoked')).toBeVisible();
  expect((await script.get('/api/habits')).status()).toBe(401);
  await script.dispose();
});

test('/docs/api lists every route with examples, and finds one by its path', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: 'API reference', exact: true })).toBeVisible();
  const routes = page.getByRole('list', { name: 'Routes' });
  await expect(routes.getByText('/api/habit-logs', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Find a route').fill('api-tokens post');
  await expect(routes.getByRole('listitem')).toHaveCount(1);
  await routes.getByText('/api/api-tokens', { exact: true }).click();
  await expect(routes.getByText('"scope": "read"').first()).toBeVisible();
});

import { expect, signUpVerifiedUser, test } from './fixtures';

test('turning on notifications in a browser that refuses them says so', async ({ page }) => {
  // The person closes the browser's prompt without allowing: the permission stays "default".
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'default' });
    Notification.requestPermission = async () => 'default';
  });
  await signUpVerifiedUser(page);
  await page.goto('/settings#reminders');
  const reminders = page.getByRole('region', { name: 'Reminders' });
  const turnOn = reminders.getByRole('button', { name: 'Turn on notifications in this browser' });
  await turnOn.click();
  // Said where the click was, right under the button, not below the list of devices.
  const said = reminders.getByRole('alert').filter({ hasText: 'Notifications were not allowed' });
  await expect(said).toBeVisible();
  const [button, message] = [await turnOn.boundingBox(), await said.boundingBox()];
  if (!button || !message) throw new Error('both are on the page');
  expect(message.y - (button.y + button.height)).toBeLessThan(40);
});

test('signing out on the web logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The check of the plan 2 s after sign-in is held until the sign-out is through: sent for an account
  // that has ended, it would come back 401 and the browser would log it.
  let signedOut = () => {};
  const signOutDone = new Promise<void>((resolve) => {
    signedOut = resolve;
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sign-out')) signedOut();
  });
  await page.route('**/api/subscription/status', async (route) => {
    await signOutDone;
    await route.continue().catch(() => {});
  });
  await signUpVerifiedUser(page);
  await page.waitForTimeout(2_500);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the coach button leaves the last goal’s “Mark completed” clear and clickable', async ({
    page,
    baseURL,
  }) => {
    await signUpVerifiedUser(page);
    for (const name of ['Run a half marathon', 'Read 12 books', 'Learn to juggle']) {
      const goal = await page.request.post('/api/goals', {
        data: { name },
        headers: { origin: baseURL ?? '' },
      });
      expect(goal.status()).toBe(201);
    }
    await page.goto('/in/goals');
    const last = page
      .getByRole('list', { name: 'Goals', exact: true })
      .getByRole('listitem')
      .last()
      .getByRole('button', { name: 'Mark completed' });
    // The list arrives after the page: scrolled before it, the page's end is not the list's end.
    await expect(last).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const coach = page.getByRole('button', { name: 'Open coach' });
    await expect(coach).toBeVisible();
    const [button, covering] = [await last.boundingBox(), await coach.boundingBox()];
    if (!button || !covering) throw new Error('both buttons are on the page');
    expect(button.y + button.height, 'the last control ends above the coach button').toBeLessThanOrEqual(
      covering.y,
    );
    await last.click();
  });
});

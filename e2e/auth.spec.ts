import { expect, test, uniqueEmail, waitForEmail } from './fixtures';
import { AuthPage } from './page-models/auth-page';
import { TodayPage } from './page-models/today-page';

const password = 'a long enough password';

test('a new user signs up, verifies through the e-mailed link and lands where they were going', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  const today = new TodayPage(page);
  const email = uniqueEmail('signup');

  await page.goto('/app?view=week');
  await expect(page).toHaveURL('/auth?returnTo=%2Fapp%3Fview%3Dweek');
  await auth.signUp({ name: 'Ada Lovelace', email, password });
  // This server has no SMTP_URL: the page says where the link is instead of sending people to their inbox.
  await expect(page.getByText(/printed in the server’s log/)).toBeVisible();

  const mail = await waitForEmail(email, 'Verify');
  await page.goto(mail.link);
  await expect(auth.toast('Email verified')).toBeVisible();
  await expect(page).toHaveURL('/app?view=week');
  await today.expectOpen();

  await today.signOut();
  await expect(page).toHaveURL('/');
  await page.goto('/app');
  await expect(page).toHaveURL('/auth?returnTo=%2Fapp');

  await auth.signIn(email, password);
  await today.expectOpen();
});

test('a user who forgot their password sets a new one from the e-mailed link', async ({ page }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('reset');
  await page.goto('/auth');
  await auth.signUp({ name: 'Grace Hopper', email, password });
  await page.goto((await waitForEmail(email, 'Verify')).link);
  await new TodayPage(page).expectOpen();
  await page.goto('/logout');
  await expect(page).toHaveURL('/');

  await page.goto('/auth');
  await auth.requestPasswordReset(email);
  await page.goto((await waitForEmail(email, 'Reset')).link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await auth.setNewPassword('my brand new password');
  await expect(page).toHaveURL(/\/auth/);

  await auth.signIn(email, password);
  await expect(auth.signInError()).toContainText(/invalid/i);
  await auth.signIn(email, 'my brand new password');
  await new TodayPage(page).expectOpen();
});

test('an invalid link lands on /expired-token carrying the error', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%3Ftype%3Dsignup');
  await expect(page.getByRole('heading', { name: 'This link has expired or is invalid' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/expired-token');
  expect(url.searchParams.get('error')).toBe('INVALID_TOKEN');
  expect(url.searchParams.get('error_code')).toBeTruthy();
  expect(url.searchParams.get('error_description')).toBeTruthy();
});

test('mod+shift+L signs the user out', async ({ page }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('hotkey');
  await page.goto('/auth');
  await auth.signUp({ name: 'Key Board', email, password });
  await page.goto((await waitForEmail(email, 'Verify')).link);
  await new TodayPage(page).expectOpen();
  await page.keyboard.press('ControlOrMeta+Shift+L');
  await expect(page).toHaveURL('/');
  await page.goto('/app');
  await expect(page).toHaveURL('/auth?returnTo=%2Fapp');
});

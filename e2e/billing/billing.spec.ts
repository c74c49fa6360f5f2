import { expect, signUpVerifiedUser, test, testUserPassword, uniqueEmail, waitForEmail } from '../fixtures';
import { AuthPage } from '../page-models/auth-page';
import { CoachPage } from '../page-models/coach-page';
import { billingAdminEmail } from './billing-admin';

// This project's server has billing on; its Stripe calls go to the local stand-in (billing-server.ts).
test.use({ showIntroductions: true });

test('a visitor starts the Elite trial, pays on Stripe, comes back activated and uses the coach', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await page.goto('/7daytrial');
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await expect(page.getByText('$19 / month')).toBeVisible();
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  const email = uniqueEmail('trial');
  await auth.signUp({ name: 'Trial Taker', email, password: testUserPassword });
  await page.goto((await waitForEmail(email, 'Verify')).link);

  // Signed in, the plan chosen before sign-up opens Stripe Checkout (the stand-in's hosted page).
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(/19\.00 USD for elite_month/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(auth.toast('Subscription activated')).toBeVisible();
  const onboarding = page.getByRole('dialog', { name: 'What would you like to improve?' });
  await onboarding.getByRole('button', { name: 'Skip for now' }).click();
  await expect(onboarding).toBeHidden();
  // On a trial now, a wide screen shows the keyboard shortcuts once; the gate never opens.
  const help = page.getByRole('dialog', { name: 'Get around with the keyboard' });
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Choose a plan to keep going' })).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByText('Free trial')).toBeVisible();
  await expect(page.getByText(/Your trial of Elite ends on/)).toBeVisible();

  const coach = new CoachPage(page, page.getByRole('region', { name: 'Chat with the coach' }));
  await coach.gotoAssistant();
  await coach.send('Create a habit to drink water');
  await expect(coach.pendingAction()).toBeVisible();
});

test('a user without a plan meets the upgrade gate, and closing it says a plan is needed', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await signUpVerifiedUser(page, 'Lapsed Larry');
  const onboarding = page.getByRole('dialog', { name: 'What would you like to improve?' });
  await onboarding.getByRole('button', { name: 'Skip for now' }).click();

  const gate = page.getByRole('dialog', { name: 'Choose a plan to keep going' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gate).toBeHidden();
  await expect(auth.toast('Please select a plan to continue using the product')).toBeVisible();
  // Behind it the tracker says the habits are kept and where to go, not that something broke.
  await expect(page.getByText('Your habits are safe', { exact: true })).toBeVisible();
  await expect(page.getByText('We couldn’t load your habits')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Choose a plan', exact: true })).toHaveAttribute(
    'href',
    '/pricing',
  );

  // Choosing a plan and cancelling on Stripe's page comes back to the app, which says so.
  await page.goto('/in/goals');
  await gate.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(auth.toast('Checkout canceled')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);

  // Settings (export, deletion) stay open without a plan.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('No active plan')).toBeVisible();
  await expect(gate).toHaveCount(0);
});

test('an admin is never gated and toggles the bypass with the shortcut', async ({ page, request }) => {
  const auth = new AuthPage(page);
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Ada Admin', email: billingAdminEmail, password: testUserPassword, callbackURL: '/app' },
    headers: { origin: test.info().project.use.baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto((await waitForEmail(billingAdminEmail, 'Verify')).link);
  await expect(page).toHaveURL(/\/app/);
  await page
    .getByRole('dialog', { name: 'What would you like to improve?' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Choose a plan to keep going' })).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+Shift+B');
  await expect(auth.toast('Upgrade gate bypassed for this session')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Shift+B');
  await expect(auth.toast('Upgrade gate bypass disabled')).toBeVisible();
});

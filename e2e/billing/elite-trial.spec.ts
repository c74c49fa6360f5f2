import { expect, signUpVerifiedUser, test } from '../fixtures';
import { AuthPage } from '../page-models/auth-page';

// Spec 1: "Paid plans start with a 7-day free trial of the Elite plan", whichever plan is bought.
test('a Starter checkout on the Stripe stand-in starts the 7-day Elite trial, then Starter', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await signUpVerifiedUser(page, 'Starter Sam');

  const gate = page.getByRole('dialog', { name: 'Choose a plan to keep going' });
  await gate.getByRole('button', { name: 'Choose Starter' }).click();
  // The stand-in's hosted page: Stripe charges the Starter price, after the trial.
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(/9\.00 USD for starter_month/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(auth.toast('Subscription activated')).toBeVisible();
  await expect(gate).toHaveCount(0);

  await page.goto('/settings');
  const plan = page.getByRole('definition').filter({ hasText: /^Elite$/ });
  await expect(plan).toBeVisible();
  await expect(page.getByText('Free trial')).toBeVisible();
  await expect(
    page.getByText(/Your trial of Elite ends on .*After it, your plan is Starter\./),
  ).toBeVisible();
});

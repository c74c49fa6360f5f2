import { expect, signUpVerifiedUser, test } from './fixtures';

test('invite a partner by link, accept as a new user, see the shared goal and cheer', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpVerifiedUser(page, 'Ana Inviter');
  const goal = await page.request.post('/api/goals', {
    data: { name: 'Run a half marathon' },
    headers: { origin: baseURL ?? '' },
  });
  expect(goal.status()).toBe(201);
  await page.goto('/in/accountability');
  // The box follows the saved sharing (set optimistically a moment after the click), so it is clicked
  // and then awaited, not checked in one step.
  const share = page.getByRole('checkbox', { name: 'Run a half marathon', exact: true });
  await share.click();
  await expect(share).toBeChecked();
  await page.getByRole('button', { name: 'Create an invitation link', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link', exact: true }).inputValue();
  expect(link).toContain('/welcome-invite?token=');

  // The invitee: a new account in a browser of its own.
  const inviteeContext = await browser.newContext();
  // As the fixture does for the first browser: the first-visit dialogs are tested elsewhere.
  await inviteeContext.addInitScript(() => {
    localStorage.setItem('compound:onboarding-completed', '1');
    localStorage.setItem('compound:hotkeys-help-shown', '1');
  });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    invitee.getByRole('heading', { name: 'Ana Inviter invites you to be accountability partners' }),
  ).toBeVisible();
  await signUpVerifiedUser(invitee, 'Ben Invitee');
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee).toHaveURL(/\/onboarding-invite\?token=/);
  await invitee.getByRole('button', { name: 'Accept the invitation', exact: true }).click();
  await expect(invitee).toHaveURL(/\/in\/accountability$/);
  const partner = invitee.getByRole('region', { name: 'Ana Inviter', exact: true });
  await expect(partner.getByText('Run a half marathon', { exact: true })).toBeVisible();

  await partner.getByLabel('A few words (optional)').fill('You have got this!');
  await partner.getByRole('button', { name: 'Cheer', exact: true }).click();
  await expect(invitee.getByText('You sent Ana Inviter a cheer: “You have got this!”')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Ben Invitee sent you a cheer: “You have got this!”')).toBeVisible();
  await inviteeContext.close();
});

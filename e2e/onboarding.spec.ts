import { expect, signUpVerifiedUser, test } from './fixtures';

test.use({ showIntroductions: true });

test('a new user picks an area, starter habits and a first goal, and finds them in the app', async ({
  page,
}) => {
  await signUpVerifiedUser(page, 'Newcomer Nora');
  const dialog = page.getByRole('dialog', { name: 'What would you like to improve?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Learning and skills/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  const habits = page.getByRole('dialog', { name: 'Pick a few small habits to start' });
  await habits.getByRole('checkbox', { name: 'Practise guitar' }).uncheck();
  await habits.getByRole('button', { name: 'Next' }).click();

  const goal = page.getByRole('dialog', { name: 'Give them something to aim at' });
  await goal.getByLabel('Your first goal (optional)').fill('Read 20 books this year');
  await goal.getByRole('button', { name: 'Finish' }).click();
  await expect(goal).toBeHidden();

  await expect(page.getByText('Read', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Review flashcards').first()).toBeVisible();
  await expect(page.getByText('Practise guitar')).toHaveCount(0);

  // Billing is off here, so the account is unlocked: the keyboard help follows once, on a wide screen.
  const help = page.getByRole('dialog', { name: 'Get around with the keyboard' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).click();
  await page.goto('/in/goals');
  await expect(page.getByRole('heading', { name: 'Read 20 books this year' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(help).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'What would you like to improve?' })).toHaveCount(0);
});

import { expect, signUpVerifiedUser, test } from './fixtures';
import { GoalsPage } from './page-models/goals-page';
import { TrackerPage } from './page-models/tracker-page';

test('a goal linked to a habit moves when the habit is logged on the tracker', async ({ page }) => {
  // Two pages, a habit, a goal and a link: on two shared cores it has come near the 30 s default.
  test.slow();
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Run', kind: 'Yes/No' });

  const goals = new GoalsPage(page);
  await goals.goto();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  // Without a target the bar measures the linked habits (a goal with one shows its "N of M": issue 35).
  await goals.createGoal({ title: 'Half marathon' });
  await expect(goals.card('Half marathon')).toContainText('no progress yet');
  await goals.linkHabit('Half marathon', 'Run', 3);
  await expect(goals.progressBar('Half marathon')).toHaveAttribute('aria-valuenow', '0');

  // Through the navigation, not a reload: the cached goals must notice the habit log.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: /Today/ }).click();
  await tracker.toggleDone('Run');
  await page.keyboard.press('ControlOrMeta+3');
  await expect(page).toHaveURL(/\/in\/goals$/);
  // One day of seven: 14%.
  await expect(goals.progressBar('Half marathon')).toHaveAttribute('aria-valuenow', '14');
  await expect(goals.card('Half marathon')).toContainText('habit consistency, last 7 days');
});

// Issue 35: a target goal showed 29% beside "0 of 12 books"; a goal without a target hid what was logged.
test('a goal says its progress as one figure: "3 of 12 books" at 25%, or "42.5 km logged"', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  const goals = new GoalsPage(page);
  await goals.goto();
  await goals.createGoal({ title: 'Read', type: 'Numeric target', target: 12, unit: 'books' });
  await goals.logProgress('Read', 3);
  await expect(goals.card('Read')).toContainText('3 of 12 books');
  await expect(goals.progressBar('Read')).toHaveAttribute('aria-valuenow', '25');

  await goals.createGoal({ title: 'Run far', unit: 'km' });
  await goals.logProgress('Run far', 42.5);
  await expect(goals.card('Run far')).toContainText('42.5 km logged');
  await expect(goals.card('Run far')).not.toContainText('0%');
  await expect(goals.progressBar('Run far')).toHaveCount(0);
});

test('a delete the server refuses comes back with a toast', async ({ page }) => {
  await signUpVerifiedUser(page);
  const goals = new GoalsPage(page);
  await goals.goto();
  await goals.createGoal({ title: 'Learn Spanish' });

  const message = 'Could not delete the goal';
  await page.route('**/api/goals/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message } } })
      : route.fallback(),
  );
  await goals.deleteGoal('Learn Spanish');
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(goals.card('Learn Spanish')).toBeVisible();
});

test('marking completed shows at once and reverts with the spec’s message when the save fails', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  const goals = new GoalsPage(page);
  await goals.goto();
  await goals.createGoal({ title: 'Read 12 books' });

  await page.route('**/api/goals/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
      : route.fallback(),
  );
  await goals.card('Read 12 books').getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to mark goal completed' })).toBeVisible();
  await expect(goals.progressBar('Read 12 books')).toHaveAttribute('aria-valuenow', '0');

  await page.unroute('**/api/goals/*');
  await goals.card('Read 12 books').getByRole('button', { name: 'Mark completed' }).click();
  await expect(goals.progressBar('Read 12 books')).toHaveAttribute('aria-valuenow', '100');
  await expect(goals.card('Read 12 books')).toContainText('Completed');
});

test('a goal created in a second tab appears in the first without a reload', async ({ page, context }) => {
  await signUpVerifiedUser(page);
  const first = new GoalsPage(page);
  await first.goto();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();

  const second = new GoalsPage(await context.newPage());
  await second.goto();
  await second.createGoal({ title: 'Climb a 6a' });
  await expect(first.card('Climb a 6a')).toBeVisible();

  await second.deleteGoal('Climb a 6a');
  await expect(first.goalList()).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
});

test('the weekly schedule adds up its hours, an overnight block included', async ({ page }) => {
  await signUpVerifiedUser(page);
  const goals = new GoalsPage(page);
  await goals.goto();
  await goals.createGoal({ title: 'Night shifts study' });
  await goals.chooseAction('Night shifts study', 'Schedule and plan');
  const dialog = page.getByRole('dialog', { name: 'Schedule and plan: Night shifts study' });
  await dialog.getByRole('button', { name: 'Add time block' }).click();
  await dialog.getByRole('button', { name: 'Add time block' }).click();
  const ends = dialog.getByLabel('End');
  await dialog.getByLabel('Start').nth(1).fill('22:00');
  await ends.nth(1).fill('06:00');
  await expect(dialog.getByTestId('weekly-hours')).toHaveText('9');
  await dialog.getByLabel('Plan').fill('Two chapters a night');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(goals.card('Night shifts study')).toContainText('9 h');
});

import { expectNoAxeViolations } from './axe';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { CoachPage } from './page-models/coach-page';
import { GoalsPage } from './page-models/goals-page';
import { MasteryPage } from './page-models/mastery-page';
import { TrackerPage } from './page-models/tracker-page';

// Each axe run takes seconds on a 2-core machine, more while the server is still warming up.
test.beforeEach(() => test.slow());

// One test per page, so they run side by side.
for (const path of ['/', '/pricing', '/auth', '/forgot-password', '/coach', '/docs/api']) {
  test(`the public page ${path} passes the WCAG A and AA checks`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the tracker and its new-habit dialog pass the WCAG A and AA checks', async ({ page }) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Read', kind: 'Number', target: 20, unit: 'pages' });
  await tracker.createHabit({ name: 'Walk', kind: 'Yes/No' });
  await tracker.toggle('Walk').click();
  await expectNoAxeViolations(page);

  await tracker.button('New habit').click();
  await expect(page.getByRole('dialog', { name: 'New habit' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a habit’s details with its calendar, and the settings, pass the WCAG A and AA checks', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Walk', kind: 'Yes/No' });
  await tracker.chooseAction('Walk', 'Details');
  const details = page.getByRole('dialog', { name: 'Habit details' });
  await expect(details.getByRole('group').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the coach pages and the coach panel pass the WCAG A and AA checks', async ({ page }) => {
  await page.goto('/coach');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await signUpVerifiedUser(page);
  const panel = await CoachPage.openPanel(page);
  await panel.send('create a habit to read 20 pages every day');
  await expect(panel.pendingAction()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const coach = new CoachPage(page);
  await coach.gotoAssistant();
  await expect(coach.pendingAction()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('goals, mastery and a skill’s page with data pass the WCAG A and AA checks', async ({ page }) => {
  test.slow();
  await signUpVerifiedUser(page);
  await page.goto('/in/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A goal's details with logged progress show its chart, which is aria-hidden and must hold no focus stop.
  const goals = new GoalsPage(page);
  await goals.createGoal({ title: 'Read 12 books', type: 'Numeric target', target: 12, unit: 'books' });
  for (const amount of ['2', '3']) {
    await page.getByRole('button', { name: 'Log progress for Read 12 books' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log progress: Read 12 books' });
    await dialog.getByLabel('Amount (books)').fill(amount);
    await dialog.getByRole('button', { name: 'Log progress' }).click();
    await expect(dialog).toBeHidden();
  }
  await goals.chooseAction('Read 12 books', 'Details');
  const details = page.getByRole('dialog', { name: 'Read 12 books' });
  await expect(details.locator('svg.recharts-surface')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const mastery = new MasteryPage(page);
  await mastery.goto();
  await mastery.createSkill({ name: 'Spanish', baselineHours: 3 });
  await mastery.startFocusSession(25);
  await expectNoAxeViolations(page);

  await mastery.openSkill('Spanish');
  await mastery.addSubskill('Listening');
  await mastery.logPractice('Listening', { duration: '1:30', quality: 5 });
  await expect(page.getByRole('list', { name: 'Recent practice' })).toContainText('1 h 30 min');
  await expectNoAxeViolations(page);
});

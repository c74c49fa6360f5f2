import { expect, signUpVerifiedUser, test } from './fixtures';
import { MasteryPage } from './page-models/mastery-page';
import { TrackerPage } from './page-models/tracker-page';

test('practice logged on a subskill moves hours, XP and level on the skill and the list', async ({
  page,
}) => {
  test.slow();
  await signUpVerifiedUser(page);
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await expect(page.getByRole('heading', { name: 'No skills yet' })).toBeVisible();

  // 2 baseline hours are 120 XP: level 1, 30 XP short of level 2.
  await mastery.createSkill({ name: 'Guitar', baselineHours: 2 });
  await expect(mastery.card('Guitar')).toContainText('120');
  await expect(mastery.card('Guitar')).toContainText('2 h');
  await expect(mastery.levelBar('Guitar', 2)).toHaveAttribute('aria-valuenow', '80');

  await mastery.openSkill('Guitar');
  await mastery.addSubskill('Scales');
  // 45 minutes rated 4 earn 45 × 1.2 = 54 XP: 174 in all, level 2 (150) with 24 of 160 towards level 3.
  await mastery.logPractice('Scales', { duration: '45', quality: 4 });
  await expect(mastery.levelBar('Guitar', 3)).toHaveAttribute('aria-valuenow', '15');
  await expect(page.getByRole('region', { name: 'Level and XP' })).toContainText('174');
  await expect(page.getByRole('region', { name: 'Level and XP' })).toContainText('2.75 h');
  await expect(page.getByRole('list', { name: 'Subskills' })).toContainText('0.75 h');
  await expect(page.getByRole('list', { name: 'Recent practice' })).toContainText('45 min');

  await page.getByRole('link', { name: 'Mastery' }).first().click();
  await expect(mastery.card('Guitar')).toContainText('174');
  await expect(mastery.card('Guitar')).toContainText('2.75 h');
  await expect(mastery.levelBar('Guitar', 3)).toBeVisible();
});

test('practice on a skill without subskills goes on a default "General" subskill (decision 0025)', async ({
  page,
}) => {
  test.slow();
  await signUpVerifiedUser(page);
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await mastery.createSkill({ name: 'Drawing' });
  await mastery.openSkill('Drawing');
  await expect(page.getByRole('heading', { name: 'No subskills yet' })).toBeVisible();
  await mastery.logPracticeOnSkill({ duration: '40' });
  await expect(page.getByRole('list', { name: 'Subskills' })).toContainText('General');
  await expect(page.getByRole('list', { name: 'Recent practice' })).toContainText('40 min');
});

test('a habit linked to a skill is listed with its weight, a weight out of range is refused, and it unlinks', async ({
  page,
}) => {
  test.slow();
  await signUpVerifiedUser(page);
  await new TrackerPage(page).createHabit({ name: 'Play scales', kind: 'Yes/No' });
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await mastery.createSkill({ name: 'Guitar' });
  await mastery.openSkill('Guitar');

  await page.getByRole('button', { name: 'Link a habit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link a habit to Guitar' });
  await dialog.getByLabel('Weight').fill('6');
  await dialog.getByRole('button', { name: 'Link habit' }).click();
  await expect(dialog.getByLabel('Weight')).toBeFocused();
  await expect(dialog).toContainText('Weight must be between 0 and 5');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await mastery.linkHabit('Play scales', 2);
  await expect(mastery.linkedHabits()).toContainText('Play scales');
  await expect(mastery.linkedHabits()).toContainText('Weight 2');
  await page.getByRole('button', { name: 'Unlink Play scales' }).click();
  await expect(mastery.linkedHabits()).toBeHidden();
  await expect(page.getByText('No habits linked.')).toBeVisible();
});

test('a skill id that is not the user’s shows the not-found state', async ({ page }) => {
  await signUpVerifiedUser(page);
  await page.goto('/in/mastery/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Skill not found' })).toBeVisible();
});

test('a one-minute focus session runs out, is saved and listed', async ({ page }) => {
  await page.clock.install();
  await signUpVerifiedUser(page);
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await expect(page.getByText('No focus sessions yet.')).toBeVisible();

  await mastery.startFocusSession(1);
  await expect(mastery.timer()).toHaveText('01:00');
  await page.clock.runFor(30_000);
  await expect(mastery.timer()).toHaveText('00:30');
  await page.clock.runFor(31_000);
  await expect(mastery.timer()).toBeHidden();
  await expect(mastery.recentFocusSessions()).toContainText('1 min');
});

test('a running focus session survives a reload; Cancel drops it without saving', async ({ page }) => {
  await signUpVerifiedUser(page);
  const mastery = new MasteryPage(page);
  await mastery.goto();
  await mastery.startFocusSession(25);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.reload();
  await expect(mastery.timer()).toHaveText(/^2[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(mastery.timer()).toBeHidden();
  await expect(page.getByText('No focus sessions yet.')).toBeVisible();
});

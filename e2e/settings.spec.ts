import { unzipSync } from 'fflate';
import { expect, signUpVerifiedUser, test, testUserPassword } from './fixtures';
import { AuthPage } from './page-models/auth-page';
import { SettingsPage } from './page-models/settings-page';
import { TodayPage } from './page-models/today-page';
import { TrackerPage } from './page-models/tracker-page';

/** The weekday (0 Sunday) of the first full week in the habit's heatmap. */
async function readHeatmapWeekStart(tracker: TrackerPage, habit: string): Promise<number> {
  await tracker.chooseAction(habit, 'Details');
  const week = tracker.page
    .getByRole('region', { name: 'Last 365 days' })
    .getByRole('group', { name: /^Week of / })
    .nth(1);
  const label = (await week.getAttribute('aria-label')) ?? '';
  await tracker.page.keyboard.press('Escape');
  return new Date(`${label.replace('Week of ', '')}T00:00:00Z`).getUTCDay();
}

test('the tracker’s weeks start on the day chosen in the settings', async ({ page }) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Meditate', kind: 'Yes/No' });
  expect(await readHeatmapWeekStart(tracker, 'Meditate')).toBe(1);

  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.setWeekStart('sunday');
  await tracker.goto();
  expect(await readHeatmapWeekStart(tracker, 'Meditate')).toBe(0);

  await settings.goto();
  await settings.setWeekStart('wednesday');
  await expect(settings.section('Preferences').getByLabel('Week starts on')).toHaveValue('wednesday');
  await tracker.goto();
  expect(await readHeatmapWeekStart(tracker, 'Meditate')).toBe(3);
});

test('the browser’s time zone is saved at the first visit', async ({ page }) => {
  await signUpVerifiedUser(page);
  // The shortcut listens once the app has loaded; pressed earlier, it would be lost on a busy machine.
  await new TodayPage(page).expectOpen();
  await page.keyboard.press('ControlOrMeta+9');
  await expect(page).toHaveURL(/\/settings$/);
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect
    .poll(async () => (await (await page.request.get('/api/preferences')).json()).timezone)
    .toBe(browserZone);
  const settings = new SettingsPage(page);
  await settings.goto();
  await expect(settings.section('Preferences').getByLabel('Time zone')).toHaveValue(browserZone);
});

test('all the user’s data downloads as JSON and as a zip of CSV files', async ({ page }) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Read, then "journal"', kind: 'Yes/No' });
  await tracker.toggleDone('Read, then "journal"');

  const settings = new SettingsPage(page);
  await settings.goto();
  const json = await settings.download('Download JSON');
  expect(json.name).toMatch(/^compound-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.bytes.toString('utf8'));
  expect(exported.tables.habits).toEqual([expect.objectContaining({ name: 'Read, then "journal"' })]);
  expect(exported.tables.habit_logs).toHaveLength(1);

  const zip = await settings.download('Download CSV (zip)');
  expect(zip.name).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(files)).toContain('habit_logs.csv');
  const habitsCsv = new TextDecoder().decode(files['habits.csv']);
  expect(habitsCsv).toContain('"Read, then ""journal"""');
});

test('a deleted account is signed out and cannot sign in again', async ({ page }) => {
  const { email } = await signUpVerifiedUser(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.deleteAccount(testUserPassword);

  await page.goto('/auth');
  const auth = new AuthPage(page);
  await auth.signIn(email, testUserPassword);
  await expect(auth.signInError()).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsettings/);
});

test('the settings fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpVerifiedUser(page);
  const settings = new SettingsPage(page);
  await settings.goto();
  for (const name of [
    'Profile',
    'Email',
    'Password',
    'Sessions',
    'Preferences',
    'Your data',
    'Delete account',
  ])
    await expect(settings.section(name)).toBeVisible();
  await expect(settings.section('Sessions').getByText('This device')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

import { addDays, toEpochDay } from '../src/domain/dates/date-key';
import { formatPauseDay } from '../src/domain/habits/pause-ranges';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

test('a habit three times a week keeps its streak over rest days, and a pause keeps it too', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);

  await tracker.button('New habit').click();
  const dialog = page.getByRole('dialog', { name: 'New habit' });
  await dialog.getByLabel('Name').fill('Run');
  await dialog.getByLabel('Repeat').selectOption({ label: 'Times per week' });
  await dialog.getByLabel('How often').selectOption({ label: '3 times a week' });
  await expect(dialog).toContainText('a rest day breaks nothing');
  await dialog.getByRole('button', { name: 'Create habit' }).click();
  await expect(dialog).toBeHidden();
  await expect(tracker.row('Run')).toContainText('0 of 3 this week');

  // Last week (from Monday, the default week start): done Monday, Wednesday and Friday only.
  const { today } = await tracker.readHabit('Run');
  const mondayThisWeek = addDays(today, -((toEpochDay(today) + 3) % 7));
  const lastMonday = addDays(mondayThisWeek, -7);
  for (const offset of [0, 2, 4]) {
    await tracker.goto(`?date=${addDays(lastMonday, offset)}`);
    await tracker.toggleDone('Run');
    await expect(tracker.toggle('Run')).toHaveAttribute('aria-pressed', 'true');
  }
  // Its rest days are not missed days: the Saturday after is quiet, the week already met.
  await tracker.goto(`?date=${addDays(lastMonday, 5)}`);
  await expect(tracker.row('Run')).toHaveAttribute('data-day-state', 'met');
  await expect(tracker.row('Run')).toContainText('Rest day — 3 of 3 this week, done');

  // Today: last week counts, this week is still open, so the streak stands over every rest day since.
  await tracker.goto();
  await expect(tracker.row('Run')).toContainText('1-week streak');
  await expect(tracker.row('Run')).toHaveAttribute('data-day-state', 'due');

  // Paused until resumed: today asks for nothing and the streak stays.
  await tracker.chooseAction('Run', 'Pause…');
  const pause = page.getByRole('dialog', { name: 'Pause “Run”' });
  await pause.getByRole('radio', { name: 'Until I resume it' }).check();
  await pause.getByRole('button', { name: 'Pause habit' }).click();
  await expect(pause).toBeHidden();
  await expect(tracker.row('Run')).toContainText('Paused until you resume');
  await expect(tracker.row('Run')).toHaveAttribute('data-day-state', 'paused');
  await expect(tracker.row('Run')).toContainText('1-week streak');
  await page.reload();
  await expect(tracker.row('Run')).toContainText('Paused until you resume');

  await tracker.chooseAction('Run', 'Resume');
  await expect(tracker.row('Run')).not.toContainText('Paused');
  await expect(tracker.row('Run')).toHaveAttribute('data-day-state', 'due');
  await expect(tracker.row('Run')).toContainText('1-week streak');
  // Paused until a set day: the row names that day, the one it counts again, as the dialog asked for it.
  const backOn = addDays(today, 4);
  await tracker.chooseAction('Run', 'Pause…');
  await pause.getByRole('radio', { name: 'Until a set day' }).check();
  await pause.getByLabel('Back on').fill(backOn);
  await pause.getByRole('button', { name: 'Pause habit' }).click();
  await expect(pause).toBeHidden();
  await expect(tracker.row('Run')).toContainText(`Paused, back on ${formatPauseDay(backOn)}`);
});

test('vacation mode pauses every habit until it is ended', async ({ page }) => {
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.createHabit({ name: 'Read', kind: 'Yes/No' });
  await tracker.createHabit({ name: 'Walk', kind: 'Yes/No' });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Vacation mode' });
  await section.getByRole('button', { name: 'Start vacation' }).click();
  await expect(section.getByTestId('vacation-status')).toHaveText('On vacation until you resume');

  await tracker.goto();
  await expect(tracker.row('Read')).toHaveAttribute('data-day-state', 'paused');
  await expect(tracker.row('Walk')).toContainText('Paused — this day counts neither for nor against it');

  await page.goto('/settings');
  await section.getByRole('button', { name: 'End vacation' }).click();
  await expect(section.getByRole('button', { name: 'Start vacation' })).toBeVisible();
  await tracker.goto();
  await expect(tracker.row('Read')).toHaveAttribute('data-day-state', 'due');
});

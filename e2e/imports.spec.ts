import { loopCsvZip } from '../src/server/test/import-fixtures';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

function daysBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

test('a Loop export is checked, imported with its history, and shows in the tracker and its heatmap', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  const zip = loopCsvZip(
    [
      {
        name: 'Meditate',
        entries: [
          [daysBefore(3), 2],
          [daysBefore(2), 2],
          [daysBefore(1), 1],
          [daysBefore(40), 2],
        ],
      },
      { name: 'Read', numerical: { target: 20, unit: 'pages' }, entries: [[daysBefore(2), 12_000]] },
    ],
    'new',
  );
  await page.goto('/settings#import');
  const section = page.getByRole('region', { name: 'Bring your history', exact: true });
  await section
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'Loop Habits CSV.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  const plan = section.getByRole('table', { name: 'What the import will do' });
  await expect(plan.getByRole('row', { name: /Meditate Yes\/No Created 3/ })).toBeVisible();
  await expect(plan.getByRole('row', { name: /Read Number, target 20 pages Created 1/ })).toBeVisible();
  await expect(section.getByText('1 days Loop filled in from the frequency (not check-ins)')).toBeVisible();

  await section.getByRole('button', { name: 'Import 2 habits and 4 check-ins', exact: true }).click();
  await expect(section.getByText(/Imported: 2 new habits, 4 check-ins\./)).toBeVisible();

  await section.getByRole('link', { name: 'See them in the tracker' }).click();
  await expect(page.getByRole('button', { name: 'Mark Meditate done', exact: true })).toBeVisible();
  await new TrackerPage(page).chooseAction('Meditate', 'Details');
  const heatmap = page.getByRole('region', { name: 'Last 365 days' });
  await expect(heatmap.getByLabel(`${daysBefore(40)}: done`, { exact: true })).toBeVisible();
  await expect(heatmap.getByLabel(`${daysBefore(1)}: not done`, { exact: true })).toBeVisible();

  // The same file again: nothing new.
  await page.goto('/settings#import');
  await section
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'Loop Habits CSV.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  await expect(
    section.getByText('Everything in this file is in Compound already: there is nothing to import.'),
  ).toBeVisible();
});

test('a Compound export is recognised, and its goals are counted in the plan', async ({ page }) => {
  await signUpVerifiedUser(page);
  const habitId = '6f1c1d2e-1111-4a4a-8a8a-000000000001';
  const goalId = '6f1c1d2e-2222-4a4a-8a8a-000000000002';
  const time = '2026-01-01T09:00:00+00:00';
  const owned = { user_id: 'someone-else', created_at: time };
  const file = {
    format: 'compound-export',
    version: 2,
    tables: {
      habits: [
        {
          ...owned,
          id: habitId,
          name: 'Stretch',
          type: 'boolean',
          target: null,
          unit: null,
          active: true,
          sort_order: 0,
          freq_num: 1,
          freq_den: 1,
          weekdays: null,
        },
      ],
      habit_logs: [
        {
          ...owned,
          id: '6f1c1d2e-3333-4a4a-8a8a-000000000003',
          habit_id: habitId,
          date: daysBefore(1),
          value_number: null,
          value_boolean: true,
          time_tracked_seconds: 0,
          is_complete: true,
          save_count: 1,
        },
      ],
      goals: [
        {
          ...owned,
          id: goalId,
          name: 'Touch my toes',
          description: null,
          target_metric: null,
          unit: null,
          type: 'milestone',
          priority: null,
          target_value: null,
          start_date: null,
          end_date: null,
          status: 'active',
        },
      ],
    },
  };
  await page.goto('/settings#import');
  const section = page.getByRole('region', { name: 'Bring your history', exact: true });
  await section.getByLabel('Choose a file').setInputFiles({
    name: 'compound-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(
    section.getByText(/is a Compound export \(JSON\) file with 1 habit and 1 check-in/),
  ).toBeVisible();
  await expect(section.getByText('Goals: 1 row', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Import 1 habit and 1 check-in', exact: true }).click();
  await expect(section.getByText(/Imported: 1 new habit, 1 check-in\./)).toBeVisible();
});

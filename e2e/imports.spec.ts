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

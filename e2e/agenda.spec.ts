import { expect, signUpVerifiedUser, test } from './fixtures';

test.use({ timezoneId: 'UTC' });

test('a day planned with the coach shows on the tracker: now and next, moved, removed and started', async ({
  page,
  baseURL,
}) => {
  await signUpVerifiedUser(page, 'Agenda Planner');
  const headers = { origin: baseURL ?? '' };
  await page.request.patch('/api/preferences', { data: { timezone: 'UTC' }, headers });
  const today = new Date().toISOString().slice(0, 10);
  const planned = await page.request.post('/api/actions', {
    headers,
    data: {
      action: {
        type: 'schedule_day',
        date: today,
        sessions: [
          { title: 'Inbox zero', start_time: '10:00', end_time: '10:30' },
          { title: 'Standup', start_time: '11:45', end_time: '12:30' },
          { title: 'Write the report', start_time: '14:00', end_time: '15:00' },
          { title: 'Review', start_time: '16:00', end_time: '17:00' },
        ],
      },
    },
  });
  expect(planned.status()).toBe(200);
  await page.clock.setFixedTime(new Date(`${today}T12:00:00Z`));
  await page.goto('/app');

  const plan = page.getByRole('region', { name: 'Today’s plan' });
  await expect(plan.getByRole('listitem')).toHaveCount(4);
  await expect(plan.getByRole('listitem').filter({ hasText: 'Standup' })).toContainText('Now');
  await expect(plan.getByRole('listitem').filter({ hasText: 'Write the report' })).toContainText(
    '14:00–15:00Next',
  );

  await plan.getByRole('button', { name: 'Move Review', exact: true }).click();
  await plan.getByLabel('New start time for Review').fill('18:00');
  await plan.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(plan.getByRole('listitem').filter({ hasText: 'Review' })).toContainText('18:00–19:00');

  await plan.getByRole('button', { name: 'Remove Inbox zero', exact: true }).click();
  await expect(plan.getByRole('listitem')).toHaveCount(3);

  await plan.getByRole('button', { name: 'Start Write the report', exact: true }).click();
  await expect(plan.getByRole('timer', { name: 'Time left' })).toHaveText('1:00:00');
  await expect(plan.getByText('60 min · Write the report')).toBeVisible();

  // Finished at once (the clock is pinned): what was focused is recorded on the block, not as a new session.
  await plan.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByText('Focus session saved', { exact: true })).toBeVisible();
  const ran = plan.getByRole('listitem').filter({ hasText: 'Write the report' });
  await expect(ran).toContainText('12:00–12:01');
  await expect(ran).toContainText('Focused');
  await expect(ran.getByRole('button', { name: 'Start Write the report' })).toHaveCount(0);
  await expect(plan.getByRole('listitem')).toHaveCount(3);
});

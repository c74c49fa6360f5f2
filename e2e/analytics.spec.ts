import { expectNoAxeViolations } from './axe';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { AnalyticsPage, logHistory } from './page-models/analytics-page';

test.beforeEach(() => test.slow());

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

test('a month of logs shows as charts, a correct table and insight cards, and passes axe', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  // Read on every one of the last 29 days (not today); Walk on 20 of them: 29 and 20 of the 30-day period.
  await logHistory(page, [
    { name: 'Read', daysAgo: range(1, 29) },
    { name: 'Walk', daysAgo: [...range(1, 10), ...range(20, 29)] },
  ]);
  const analytics = new AnalyticsPage(page);
  await analytics.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

  await expect(analytics.habitRow('Walk')).toContainText('67%');
  await expect(analytics.habitRow('Walk')).toContainText('20 of 30 days');
  await expect(analytics.habitRow('Read')).toContainText('97%');
  // Read's streak (29 days, not done yet today) is the one about to break.
  await expect(page.getByRole('list', { name: 'Insights' })).toContainText('Read (29 days)');
  await expect(analytics.chart('Daily completion rate')).toBeVisible();
  await expect(analytics.section('Daily completion rate').getByRole('table')).toContainText('Rate');

  // Sorting by name puts Read first; the link explains the metric.
  await analytics.habitTable().getByRole('button', { name: 'Habit' }).click();
  await expect(analytics.habitTable().getByRole('rowheader').first()).toHaveText('Read');
  await analytics.choosePeriod('7 days');
  // The last 7 days are today (not done) and 1 to 6 days ago (done): 6 of 7; the 7 before, 4 of 7.
  await expect(analytics.habitRow('Walk')).toContainText('6 of 7 days');
  await expect(analytics.habitRow('Walk')).toContainText('+28.6 pts');

  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'How focus minutes is counted' }).click();
  await expect(page).toHaveURL(/\/docs\/analytics-metrics#/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics metrics' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Focus minutes' })).toBeInViewport();
});

test('a new user sees how to get data; the tracker shows today’s insights', async ({ page }) => {
  await signUpVerifiedUser(page);
  await expect(page.getByRole('region', { name: 'Today’s insights' })).toContainText('Suggested focus');
  const analytics = new AnalyticsPage(page);
  await analytics.goto();
  await expect(page.getByRole('heading', { name: 'No data yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the tracker' })).toBeVisible();
});

test('signed out, /analytics shows the demo account and invites a sign-up', async ({ page }) => {
  const analytics = new AnalyticsPage(page);
  await analytics.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics, live' })).toBeVisible();
  await expect(analytics.habitRow('Morning run')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Insights' })).toContainText('Keystone habit');
  await expect(page.getByRole('link', { name: 'Start tracking your own' }).first()).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
  await expectNoAxeViolations(page);
});

import { expectNoAxeViolations } from './axe';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { CoachPage } from './page-models/coach-page';

const publicPages: readonly [string, string][] = [
  ['/research', 'Research'],
  ['/docs', 'Help'],
  ['/docs/analytics-metrics', 'Analytics metrics'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
  ['/eula', 'End-user licence agreement'],
  ['/subscriptions', 'Subscriptions'],
  ['/disclaimer', 'Disclaimer'],
  ['/cookies', 'Cookies and local storage'],
  ['/data-safety', 'Data safety'],
  ['/legal', 'Legal'],
  ['/service', 'Support'],
];

test('a visitor reads a research article, with its sources, and the help is searchable', async ({ page }) => {
  await page.goto('/research');
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await page.getByRole('link', { name: /How long does a habit take to form\?/ }).click();
  await expect(page).toHaveURL('/research/habit-formation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'How long does a habit take to form?', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'What the study measured', exact: true }).click();
  await expect(page).toHaveURL('/research/habit-formation#what-the-study-measured');

  await page.goto('/docs');
  await page.getByRole('searchbox', { name: 'Search the help' }).fill('export');
  await expect(page.getByRole('link', { name: /Settings, your data and your account/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Keyboard shortcuts/ })).toHaveCount(0);
});

test('signed out, Ctrl/Cmd+6, 7 and 8 open the help, the research and the help', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  // The page's text is drawn by the server and shows before the app runs; shortcuts listen once React
  // has the page, when its controls turn on.
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+7');
  await expect(page).toHaveURL('/research');
  await page.keyboard.press('ControlOrMeta+6');
  await expect(page).toHaveURL('/docs');
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+8');
  await expect(page).toHaveURL('/docs');
});

test('every public content page answers with its heading, and an unknown slug with a 404', async ({
  page,
}) => {
  for (const [path, heading] of publicPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  const missing = await page.goto('/research/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a signed-in reader opens a lesson, sees it read, asks the coach, and writes to support', async ({
  page,
}) => {
  await signUpVerifiedUser(page, 'Lesson Reader');
  await page.goto('/research/habit-formation');
  await expect(page).toHaveURL('/in/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  await expect(page.getByText('0 of 6 lessons read')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+8');
  await expect(page).toHaveURL('/docs');
  await page.keyboard.press('ControlOrMeta+7');
  await expect(page).toHaveURL('/in/education');

  await page.getByRole('link', { name: /Make a goal SMART/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a goal SMART' })).toBeVisible();
  await page.getByRole('link', { name: 'Education', exact: true }).first().click();
  await expect(page.getByText('1 of 6 lessons read')).toBeVisible();
  const lesson = page.getByRole('link', { name: /Make a goal SMART/ });
  await expect(lesson.getByText('Read', { exact: true })).toBeVisible();

  await lesson.click();
  await page.getByRole('button', { name: 'Apply this with the coach' }).click();
  const coach = new CoachPage(page, page.getByRole('dialog', { name: 'Coach' }));
  await expect(coach.log().getByRole('article', { name: 'You' })).toHaveText([
    /^Help me turn one of my goals into a SMART goal/,
  ]);
  await page.keyboard.press('Escape');

  await page.goto('/in/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('bug');
  await page.getByRole('textbox', { name: 'Subject' }).fill('The timer stopped');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('The habit timer stopped when I reloaded the page.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByRole('listitem').filter({ hasText: 'The timer stopped' });
  await expect(sent).toContainText('Received');
  await expect(sent).toContainText('Something is not working');
});

test('content pages pass the WCAG A and AA checks', async ({ page }) => {
  test.slow();
  for (const path of ['/research/habit-formation', '/docs', '/legal', '/service']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});

test('a signed-in reader on a server without paid plans sees their plan once and no terms of plans it does not sell', async ({
  page,
}) => {
  await signUpVerifiedUser(page);
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByText('Everything included')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByText('There are no subscriptions to manage here.')).toBeVisible();
  await expect(page.getByText(/has no paid plans/)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'The 7-day trial' })).toHaveCount(0);
});

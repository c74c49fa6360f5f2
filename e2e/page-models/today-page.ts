import { expect, type Page } from '@playwright/test';

/** /app, the tracker's today screen. */
export class TodayPage {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/app(\?|$)/);
    await expect(this.page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    // The server draws /app: its controls turn on once React has the page, and its shortcuts listen.
    await expect(this.page.getByRole('button', { name: 'Sign out' }).first()).toBeEnabled();
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
  }
}

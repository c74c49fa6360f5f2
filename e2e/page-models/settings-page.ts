import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** /settings, driven through its headings, labels and buttons. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Chooses the first day of the week (by its stored name, e.g. 'sunday') and waits until it is saved. */
  async setWeekStart(weekday: string) {
    const preferences = this.section('Preferences');
    await preferences.getByLabel('Week starts on').selectOption(weekday);
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/preferences') && response.request().method() === 'PATCH',
    );
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(preferences.getByRole('status')).toHaveText('Saved');
  }

  /** Clicks a download link and returns the file's name and bytes. */
  async download(linkName: string): Promise<{ name: string; bytes: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.section('Your data').getByRole('link', { name: linkName }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  }

  async deleteAccount(password: string) {
    await this.section('Delete account').getByRole('button', { name: 'Delete account…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Type "delete my account" to confirm.')).toBeVisible();
    await dialog.getByLabel('Type "delete my account" to confirm').fill('delete my account');
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('status').filter({ hasText: 'Your account was deleted' })).toBeVisible();
  }
}

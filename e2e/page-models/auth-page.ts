import { expect, type Page } from '@playwright/test';

/** /auth and the pages around it, driven by their accessible names. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async signUp(user: { name: string; email: string; password: string }) {
    await this.page.getByRole('tab', { name: 'Sign up' }).click();
    await this.page.getByLabel('Name').fill(user.name);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.page.getByRole('tab', { name: 'Sign in' }).click();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async requestPasswordReset(email: string) {
    await this.page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(this.page).toHaveURL(/\/forgot-password/);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByText(/Check your e-mail/)).toBeVisible();
  }

  async setNewPassword(password: string) {
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }

  /** The error the sign-in form shows (toasts live in their own alert region). */
  signInError() {
    return this.page.getByRole('tabpanel', { name: 'Sign in' }).getByRole('alert');
  }

  toast(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

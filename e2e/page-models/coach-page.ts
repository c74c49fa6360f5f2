import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The coach, driven through its accessible names: the floating panel (a dialog named Coach) or the
 * coach as a page (/coach, /in/assistant), which share the same chat.
 */
export class CoachPage {
  constructor(
    readonly page: Page,
    readonly root: Locator = page.getByRole('region', { name: 'Chat with the coach' }),
  ) {}

  /** The panel opened from the floating button of the page that is on screen. */
  static async openPanel(page: Page): Promise<CoachPage> {
    await page.getByRole('button', { name: 'Open coach' }).click();
    const coach = new CoachPage(page, page.getByRole('dialog', { name: 'Coach' }));
    await expect(coach.root).toBeVisible();
    await expect(coach.input()).toBeFocused();
    return coach;
  }

  async gotoDemo() {
    await this.page.goto('/coach');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Try the coach' })).toBeVisible();
  }

  async gotoAssistant() {
    await this.page.goto('/in/assistant');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Coach' })).toBeVisible();
    await expect(this.input()).toBeEnabled();
  }

  input(): Locator {
    return this.root.getByRole('textbox', { name: 'Message the coach' });
  }

  log(): Locator {
    return this.root.getByRole('log', { name: 'Conversation' });
  }

  replies(): Locator {
    return this.log().getByRole('article', { name: 'Coach' });
  }

  lastReply(): Locator {
    return this.replies().last();
  }

  pendingAction(): Locator {
    return this.root.getByRole('region', { name: 'Pending action' });
  }

  quota(): Locator {
    return this.root.getByText(/\d+ requests? left/);
  }

  suggestedPrompt(label: string): Locator {
    return this.root.getByRole('list', { name: 'Suggested prompts' }).getByRole('button', { name: label });
  }

  /** Types a message and sends it with Enter, then waits until the coach has answered. */
  async send(text: string) {
    await expect(this.input()).toBeEnabled();
    const replies = await this.replies().count();
    await this.input().fill(text);
    await this.input().press('Enter');
    await expect(this.input()).toHaveValue('');
    await this.waitForReply(replies);
  }

  /** Waits until a reply beyond the first `before` has arrived in full and the input is free again. */
  async waitForReply(before: number) {
    await expect(this.replies()).toHaveCount(before + 1, { timeout: 15_000 });
    await expect(this.log()).toHaveAttribute('aria-busy', 'false');
    await expect(this.input()).toBeEnabled();
  }

  async remainingCount(): Promise<number> {
    const text = (await this.quota().textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1]);
  }
}

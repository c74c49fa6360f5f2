import { expect, type Locator, type Page } from '@playwright/test';

/** /in/mastery, a skill's page and the focus-session timer, driven through their accessible names. */
export class MasteryPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/in/mastery');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mastery' })).toBeVisible();
  }

  skillList(): Locator {
    return this.page.getByRole('list', { name: 'Skills', exact: true });
  }

  card(name: string): Locator {
    return this.skillList()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }

  /** The bar of XP towards the next level, named after the level it leads to. */
  levelBar(name: string, nextLevel: number): Locator {
    return this.page.getByRole('progressbar', { name: `Progress of ${name} to level ${nextLevel}` });
  }

  async createSkill({ name, baselineHours }: { name: string; baselineHours?: number }) {
    await this.page.getByRole('button', { name: 'New skill', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New skill' });
    await dialog.getByLabel('Name').fill(name);
    if (baselineHours !== undefined) await dialog.getByLabel('Baseline hours').fill(String(baselineHours));
    await dialog.getByRole('button', { name: 'Create skill' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(name)).toBeVisible();
  }

  async openSkill(name: string) {
    await this.card(name).getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async addSubskill(name: string) {
    await this.page.getByRole('button', { name: /^(Add your first subskill|New subskill)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New subskill' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add subskill' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('list', { name: 'Subskills' })).toContainText(name);
  }

  async logPractice(subskill: string, { duration, quality }: { duration: string; quality: number }) {
    await this.page.getByRole('button', { name: `Log practice on ${subskill}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Log practice' });
    await dialog.getByLabel('Duration').fill(duration);
    await dialog.getByLabel('Quality').selectOption(String(quality));
    await dialog.getByRole('button', { name: 'Log practice' }).click();
    await expect(dialog).toBeHidden();
  }

  /** On a skill's page with no subskills: the header's Log practice logs on the default subskill. */
  async logPracticeOnSkill({ duration }: { duration: string }) {
    await this.page.getByRole('button', { name: 'Log practice', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Log practice' });
    await expect(dialog.getByLabel('Subskill')).toHaveValue(/.+/);
    await dialog.getByLabel('Duration').fill(duration);
    await dialog.getByRole('button', { name: 'Log practice' }).click();
    await expect(dialog).toBeHidden();
  }

  /** On a skill's page: links a habit with a weight; the dialog closes once the link is saved. */
  async linkHabit(habit: string, weight: number) {
    await this.page.getByRole('button', { name: 'Link a habit' }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Link a habit to / });
    await dialog.getByLabel('Habit').selectOption({ label: habit });
    await dialog.getByLabel('Weight').fill(String(weight));
    await dialog.getByRole('button', { name: 'Link habit' }).click();
    await expect(dialog).toBeHidden();
  }

  linkedHabits(): Locator {
    return this.page.getByRole('list', { name: 'Linked habits' });
  }

  timer(): Locator {
    return this.page.getByRole('timer', { name: 'Time left' });
  }

  async startFocusSession(minutes: number) {
    await this.page.getByRole('button', { name: 'Start focus session' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Focus session' });
    await dialog.getByLabel('Minutes').fill(String(minutes));
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.timer()).toBeVisible();
  }

  recentFocusSessions(): Locator {
    return this.page.getByRole('list', { name: 'Recent focus sessions' });
  }
}

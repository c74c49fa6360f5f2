import { expect, type Locator, type Page } from '@playwright/test';

type TGoalInput = {
  title: string;
  type?: 'Milestone' | 'Numeric target' | 'Done / not done';
  target?: number;
  unit?: string;
};

/** /in/goals, driven through its accessible names. */
export class GoalsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/in/goals');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  }

  goalList(): Locator {
    return this.page.getByRole('list', { name: 'Goals', exact: true });
  }

  card(title: string): Locator {
    return this.goalList()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  progressBar(title: string): Locator {
    return this.page.getByRole('progressbar', { name: `Progress of ${title}` });
  }

  async createGoal({ title, type, target, unit }: TGoalInput) {
    await this.page.getByRole('button', { name: 'New goal', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New goal' });
    await dialog.getByLabel('Title').fill(title);
    if (type) await dialog.getByLabel('Type').selectOption({ label: type });
    if (target !== undefined) await dialog.getByLabel('Target value').fill(String(target));
    if (unit !== undefined) await dialog.getByLabel('Unit').fill(unit);
    await dialog.getByRole('button', { name: 'Create goal' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title)).toBeVisible();
  }

  async chooseAction(title: string, item: string) {
    await this.page.getByRole('button', { name: `Actions for ${title}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async linkHabit(title: string, habit: string, contribution: number) {
    await this.chooseAction(title, 'Link habits');
    const dialog = this.page.getByRole('dialog', { name: `Habits for ${title}` });
    await dialog.getByLabel('Habit').selectOption({ label: habit });
    await dialog.getByLabel('Contribution').fill(String(contribution));
    await dialog.getByRole('button', { name: 'Link habit' }).click();
    await expect(dialog.getByRole('list', { name: 'Linked habits' })).toContainText(habit);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }

  async logProgress(title: string, amount: number) {
    await this.card(title)
      .getByRole('button', { name: `Log progress for ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Log progress: ${title}` });
    await dialog.getByLabel(/^Amount/).fill(String(amount));
    await dialog.getByRole('button', { name: 'Log progress' }).click();
    await expect(dialog).toBeHidden();
  }

  async deleteGoal(title: string) {
    await this.chooseAction(title, 'Delete');
    await this.page
      .getByRole('dialog', { name: 'Delete goal?' })
      .getByRole('button', { name: 'Delete goal' })
      .click();
  }
}

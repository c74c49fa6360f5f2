import { expect, type Locator, type Page } from '@playwright/test';
import { parseElapsed } from '../../src/domain/time-tracker/format-elapsed';

type THabitInput = { name: string; kind: 'Yes/No' | 'Number'; target?: number; unit?: string };

/** /app, the habit tracker, driven through its accessible names. */
export class TrackerPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/app${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  habitList(): Locator {
    return this.page.getByRole('list', { name: 'Habits' });
  }

  row(name: string): Locator {
    return this.habitList().getByRole('listitem').filter({ hasText: name });
  }

  toggle(name: string): Locator {
    return this.page.getByRole('button', { name: `Mark ${name} done` });
  }

  valueInput(name: string): Locator {
    return this.page.getByRole('spinbutton', { name: `${name} value` });
  }

  elapsed(): Locator {
    return this.page.getByTestId('tracker-elapsed');
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async createHabit({ name, kind, target, unit }: THabitInput) {
    await this.button('New habit').click();
    const dialog = this.page.getByRole('dialog', { name: 'New habit' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: kind }).check();
    if (target !== undefined) await dialog.getByLabel('Target').fill(String(target));
    if (unit !== undefined) await dialog.getByLabel('Unit').fill(unit);
    await dialog.getByRole('button', { name: 'Create habit' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }

  /** Runs an action and waits until the server has stored the log it changes. */
  async whileSavingLog(action: () => Promise<void>) {
    const saved = this.page.waitForResponse(
      (response) => response.url().includes('/api/habit-logs') && response.request().method() === 'PUT',
    );
    await action();
    expect((await saved).ok()).toBe(true);
  }

  async toggleDone(name: string) {
    await this.whileSavingLog(() => this.toggle(name).click());
  }

  async enterValue(name: string, value: number) {
    await this.whileSavingLog(async () => {
      await this.valueInput(name).fill(String(value));
      await this.valueInput(name).press('Enter');
    });
  }

  async chooseAction(name: string, item: string) {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async elapsedSeconds(): Promise<number> {
    const seconds = parseElapsed((await this.elapsed().textContent()) ?? '');
    if (seconds === null) throw new Error('The timer shows no reading');
    return seconds;
  }

  /** What the server says: the user's today and the id of a habit. */
  async readHabit(name: string): Promise<{ id: string; today: string }> {
    const response = await this.page.request.get('/api/habits');
    const body = (await response.json()) as { today: string; habits: { id: string; name: string }[] };
    const habit = body.habits.find((item) => item.name === name);
    if (!habit) throw new Error(`No habit named ${name}`);
    return { id: habit.id, today: body.today };
  }

  async readLog(name: string, date?: string) {
    const { id, today } = await this.readHabit(name);
    const day = date ?? today;
    const response = await this.page.request.get(`/api/habit-logs?from=${day}&to=${day}&habit_id=${id}`);
    const { logs } = (await response.json()) as {
      logs: {
        date: string;
        value_boolean: boolean | null;
        value_number: number | null;
        time_tracked_seconds: number;
      }[];
    };
    return logs[0] ?? null;
  }
}

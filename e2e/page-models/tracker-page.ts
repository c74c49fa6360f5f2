import { expect, type Locator, type Page } from '@playwright/test';
import { parseElapsed } from '../../src/domain/time-tracker/format-elapsed';

type THabitInput = { name: string; kind: 'Yes/No' | 'Number'; target?: number; unit?: string };

/** /app, the habit tracker, driven through its accessible names. */
export class TrackerPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/app${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server draws /app: its controls turn on once React has the page, and its shortcuts listen.
    await expect(this.page.getByRole('button', { name: 'Sign out' }).first()).toBeEnabled();
  }

  habitList(): Locator {
    return this.page.getByRole('list', { name: 'Habits' });
  }

  row(name: string): Locator {
    return this.habitList().getByRole('listitem').filter({ hasText: name });
  }

  /** The habits' rows, top to bottom. */
  rows(): Locator {
    return this.habitList().locator(':scope > li');
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

  /**
   * Presses a habit's grip and moves it, in steps as a hand does, until its row has just passed the
   * middle of another's. The mouse stays down: the caller lets go, or presses Escape first.
   */
  async dragHabitPast(name: string, other: string) {
    const { x, y, distance } = await this.measureDrag(name, other);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + distance, { steps: 8 });
  }

  /** The same with a finger, through the browser's touch input (Playwright's tap has no drag). */
  async touchDragHabitPast(name: string, other: string) {
    const { x, y, distance } = await this.measureDrag(name, other);
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step += 1) {
      const point = { x, y: y + (distance * step) / 8 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Where a habit's grip is, and how far to move it for its row to just pass the middle of another's. */
  private async measureDrag(name: string, other: string) {
    const [grip, row, target] = await Promise.all([
      this.row(name).getByTitle('Drag to reorder').boundingBox(),
      this.row(name).boundingBox(),
      this.row(other).boundingBox(),
    ]);
    if (!grip || !row || !target) throw new Error('The habits are not on screen');
    const between = target.y + target.height / 2 - (row.y + row.height / 2);
    return {
      x: grip.x + grip.width / 2,
      y: grip.y + grip.height / 2,
      distance: between + Math.sign(between) * 8,
    };
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

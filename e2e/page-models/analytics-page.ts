import { expect, type Locator, type Page } from '@playwright/test';

/** /in/analytics and the public /analytics, driven through their accessible names. */
export class AnalyticsPage {
  constructor(readonly page: Page) {}

  async goto(path = '/in/analytics') {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async choosePeriod(label: string) {
    await this.page.getByRole('tablist', { name: 'Period' }).getByRole('tab', { name: label }).click();
  }

  habitTable(): Locator {
    return this.page.getByRole('table', { name: 'Each habit in the period, sortable by any column' });
  }

  habitRow(name: string): Locator {
    return this.habitTable()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A chart's drawing (the svg Recharts renders), once its lazy module has loaded. */
  chart(section: string): Locator {
    return this.section(section).locator('svg.recharts-surface').first();
  }
}

/** Creates habits and checks them off on past days through the API, as the tracker would. */
export async function logHistory(page: Page, habits: { name: string; daysAgo: number[] }[]) {
  const origin = new URL(page.url()).origin;
  const today = new Date();
  for (const habit of habits) {
    const created = await page.request.post('/api/habits', {
      data: { name: habit.name },
      headers: { origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { habit: row } = (await created.json()) as { habit: { id: string } };
    for (const daysAgo of habit.daysAgo) {
      const date = new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const saved = await page.request.put('/api/habit-logs', {
        data: { habit_id: row.id, date, value_boolean: true },
        headers: { origin },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
  }
}

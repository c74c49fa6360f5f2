import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeCompletionRate, computeTrend } from '../../domain/analytics/completion-metrics';
import { dashboardHeatmapDays } from '../../domain/dashboards/dashboard-rules';
import { addDays, diffDays } from '../../domain/dates/date-key';
import { type THabitDayVerdict, tallyVerdicts } from '../../domain/habits/habit-day-verdict';
import { dailyInsights } from '../db/schema';
import { createSignedInUser, type TTestUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';
import { callApi, createHistory, historyArbitrary, historyDays } from './random-histories';

/**
 * Issue 35's property beyond the tracker, analytics and the coach (decision 0031): for the same random
 * histories, the public dashboard's day of each habit is the tracker's verdict of it, the JSON export's
 * logs are the tracker's logs, the daily insight's "yesterday" is the tracker's summary of yesterday, and
 * analytics' per-habit figures, weekday profile and trend (the period against the one before) are the
 * tracker's verdicts summed by habit, weekday and period.
 * Webhooks carry no day figure: `habit.logged` sends the saved log, the row the export holds.
 */

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

type TTrackerHabit = {
  id: string;
  log: { value_number: number | null; value_boolean: boolean | null } | null;
  day: { verdict: string };
};
type TExportLog = {
  habit_id: string;
  date: string;
  value_number: number | null;
  value_boolean: boolean | null;
};

describe('one truth for every figure, beyond the tracker', () => {
  it('the public dashboard, the export, analytics per habit and weekday, and the daily insight say what the tracker says', async () => {
    let user: TTestUser | undefined;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async (history) => {
        user ??= await createSignedInUser(server);
        const owner = user;
        const call = (method: string, path: string, body?: unknown) =>
          callApi(server, owner, method, path, body);
        const { from, today } = await createHistory(server, owner, history);
        const tracker = new Map<
          string,
          { summary: { done: number; expected: number }; habits: TTrackerHabit[] }
        >();
        for (let offset = 0; offset < historyDays; offset += 1) {
          const date = addDays(from, offset);
          tracker.set(date, await call('GET', `/api/habits?date=${date}`));
        }
        const habitIds = (tracker.get(today)?.habits ?? []).map((habit) => habit.id);

        // The public dashboard, opened signed out by its hash: each habit's squares are the tracker's days.
        const saved = await call('PUT', '/api/dashboard', {
          slug: null,
          title: '',
          bio: '',
          visibility: 'unlisted',
          habit_ids: habitIds,
          goal_ids: [],
          skill_ids: [],
        });
        const opened = await server.request('GET', `/api/public-dashboard?hash=${saved.dashboard.hash}`);
        const shared = opened.json.habits as { id: string; verdicts: string[] }[];
        expect(shared.map((habit) => habit.id)).toEqual(habitIds);
        const heatmapFirst = addDays(today, 1 - dashboardHeatmapDays);
        for (const [date, day] of tracker) {
          const index = diffDays(date, heatmapFirst);
          expect({ date, verdicts: shared.map((habit) => habit.verdicts[index]) }).toEqual({
            date,
            verdicts: day.habits.map((habit) => habit.day.verdict),
          });
        }

        // The JSON export holds the tracker's logs, day by day (and no figure of its own to disagree).
        const exported = await call('GET', '/api/export?format=json');
        const exportedLogs = new Map(
          (exported.tables.habit_logs as TExportLog[]).map((log) => [`${log.habit_id} ${log.date}`, log]),
        );
        for (const [date, day] of tracker)
          for (const habit of day.habits) {
            const log = exportedLogs.get(`${habit.id} ${date}`);
            expect({
              date,
              log: log && { value_number: log.value_number, value_boolean: log.value_boolean },
            }).toEqual({
              date,
              log: habit.log
                ? { value_number: habit.log.value_number, value_boolean: habit.log.value_boolean }
                : undefined,
            });
          }

        // Analytics per habit and per weekday: the tracker's verdicts of the same days, summed.
        const analytics = await call('GET', `/api/analytics?from=${from}&to=${today}`);
        const perHabit = (analytics.habits as { id: string; completed: number; possible: number }[]).map(
          (habit) => ({ id: habit.id, done: habit.completed, expected: habit.possible }),
        );
        expect(perHabit.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...habitIds].sort().map((id) => ({
            id,
            ...tallyVerdicts(
              [...tracker.values()].map(
                (day) => day.habits.find((habit) => habit.id === id)?.day.verdict as THabitDayVerdict,
              ),
            ),
          })),
        );
        for (const profile of analytics.weekdays as {
          weekday: number;
          completed: number;
          possible: number;
        }[]) {
          const days = [...tracker].filter(
            ([date]) => new Date(`${date}T00:00:00Z`).getUTCDay() === profile.weekday,
          );
          expect({ weekday: profile.weekday, done: profile.completed, expected: profile.possible }).toEqual({
            weekday: profile.weekday,
            done: days.reduce((total, [, day]) => total + day.summary.done, 0),
            expected: days.reduce((total, [, day]) => total + day.summary.expected, 0),
          });
        }

        // The trend: the second week against the first, each week the tracker's days summed.
        const middle = addDays(from, historyDays / 2);
        const secondWeek = await call('GET', `/api/analytics?from=${middle}&to=${today}`);
        const rateOf = (days: { done: number; expected: number }[]) =>
          computeCompletionRate(
            days.reduce((total, day) => total + day.done, 0),
            days.reduce((total, day) => total + day.expected, 0),
          );
        const weekOf = (first: boolean) => [...tracker].filter(([date]) => date < middle === first);
        const summaryRate = (first: boolean) => rateOf(weekOf(first).map(([, day]) => day.summary));
        expect(secondWeek.summary).toMatchObject({
          previousCompletionRate: summaryRate(true),
          trend: computeTrend(summaryRate(false), summaryRate(true)),
        });
        const habitRate = (id: string, first: boolean) =>
          rateOf(
            weekOf(first).map(([, day]) =>
              tallyVerdicts([day.habits.find((habit) => habit.id === id)?.day.verdict as THabitDayVerdict]),
            ),
          );
        for (const habit of secondWeek.habits as { id: string; trend: number | null }[])
          expect({ id: habit.id, trend: habit.trend }).toEqual({
            id: habit.id,
            trend: computeTrend(habitRate(habit.id, false), habitRate(habit.id, true)),
          });

        // The daily insight's "yesterday" (written afresh: a day's insights are written once).
        await server.database.db.delete(dailyInsights).where(eq(dailyInsights.userId, owner.id));
        const insights = await call('GET', '/api/daily-insights/today');
        const yesterday = tracker.get(addDays(today, -1))?.summary;
        expect(insights.metrics).toMatchObject({
          yesterday_completed: yesterday?.done,
          yesterday_possible: yesterday?.expected,
        });
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 240_000);
});

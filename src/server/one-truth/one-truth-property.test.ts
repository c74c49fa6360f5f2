import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/date-key';
import { weekdayNames } from '../../domain/preferences/preference-options';
import { loadCoachContext } from '../services/coach/load-coach-context';
import { createSignedInUser, type TTestUser } from '../test/factories';
import { createTestServer, type TestServer } from '../test/test-server';
import { callApi, createHistory, historyArbitrary, historyDays } from './random-histories';

/**
 * Issue 35's property (decision 0031): for random histories (schedules of every kind, yes/no and
 * counted habits with logs below, at and over their target, logs before the habit was made, pauses,
 * time zones and week starts), every day's tracker summary is the analytics day point, the period's
 * analytics summary is their sum, and the coach's "this week" quotes the tracker's days summed.
 */

let server: TestServer;
let answerMessage: typeof import('../coach/builtin/answer-message').answerMessage;

beforeAll(async () => {
  server = await createTestServer();
  ({ answerMessage } = await import('../coach/builtin/answer-message'));
});

const call = (user: TTestUser, method: string, path: string, body?: unknown) =>
  callApi(server, user, method, path, body);

describe('one truth for every figure, on random histories', () => {
  it('the tracker, analytics and the coach give the same figures for the same days', async () => {
    let user: TTestUser | undefined;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async (history) => {
        user ??= await createSignedInUser(server);
        const { from, today } = await createHistory(server, user, history);
        const analytics = await call(user, 'GET', `/api/analytics?from=${from}&to=${today}`);
        const points = new Map(
          (analytics.daily as { date: string; completed: number; possible: number }[]).map((point) => [
            point.date,
            point,
          ]),
        );
        const summaries = new Map<string, { done: number; expected: number }>();
        for (let offset = 0; offset < historyDays; offset += 1) {
          const date = addDays(from, offset);
          const summary = (await call(user, 'GET', `/api/habits?date=${date}`)).summary;
          summaries.set(date, summary);
          const point = points.get(date);
          expect({ date, done: point?.completed, expected: point?.possible }).toEqual({ date, ...summary });
        }
        const sum = (dates: string[]) =>
          dates.reduce(
            (total, date) => ({
              done: total.done + (summaries.get(date)?.done ?? 0),
              expected: total.expected + (summaries.get(date)?.expected ?? 0),
            }),
            { done: 0, expected: 0 },
          );
        const all = sum([...summaries.keys()]);
        expect(analytics.summary).toMatchObject({ completed: all.done, possible: all.expected });

        // The coach's week: from the user's week start to today.
        const context = await loadCoachContext(server.database.db, user.id);
        let weekFirst = today;
        while (weekdayNames[new Date(`${weekFirst}T00:00:00Z`).getUTCDay()] !== history.weekStart)
          weekFirst = addDays(weekFirst, -1);
        const week = sum([...summaries.keys()].filter((date) => date >= weekFirst));
        const reply = answerMessage('how am I doing this week?', context, false).reply;
        if (week.expected > 0) expect(reply).toContain(`${week.done} of ${week.expected} habit-days done`);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 180_000);
});

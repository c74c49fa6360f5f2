import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates/date-key';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Questions about the user's own data get figures from their logs, and guests are told they have none. */

const ask = (message: string) => answerMessage(message, fixtures.active_user, false);

describe('questions about the user data', () => {
  it('answers "what is my best streak?" with the best and current streaks (panel failure)', () => {
    const answer = ask('what is my best streak?');
    expect(answer.reply).toContain('Your best streak in your recent history is 10 days on **Read**');
    expect(answer.action).toBeNull();
  });

  it('answers "how am I doing this week?" for this week only, from the week start (panel failure)', () => {
    const answer = ask('how am I doing this week?');
    expect(answer.reply).toContain(
      'This week so far (4 days since Monday 9 March): 17 of 28 habit-days done (61%)',
    );
    expect(answer.reply).toContain('- **Stretch**: 1 of 4');
    expect(answer.reply).not.toMatch(/two weeks|14 days/);
    // Issue 36: a question is answered, never turned into a proposal (it used to offer a focus).
    expect(answer.action).toBeNull();
  });

  it('names the habit skipped most with its missed days', () => {
    expect(ask('which habit do I skip most?').reply).toBe(
      '**Stretch** is the one you skip most: not done on 11 of the 14 days it was due in the last 14.',
    );
  });

  it('says when a goal is due and how far away that is', () => {
    expect(ask('when is my marathon?').reply).toBe(
      '**Run a marathon** is due on Wednesday 30 September (202 days from now).',
    );
  });

  it('compares weekdays by habits done out of those due, as analytics does', () => {
    expect(ask('on which weekday do I do best?').reply).toMatch(
      /^\w+day is your strongest day lately \(\d+ of \d+, \d+%\), \w+day your weakest \(\d+ of \d+, \d+%\)\.$/,
    );
  });

  // Issue 35: after two days of data a "best weekday" was already named.
  it('names no best weekday before two full weeks of habits due', () => {
    const context = fixtures.active_user;
    const start = addDays(context.today, -1);
    const twoDaysOld = {
      ...context,
      habits: context.habits.map((habit) => ({ ...habit, started_on: start })),
      recent_logs: context.recent_logs.filter((log) => log.date >= start),
    };
    expect(answerMessage('on which weekday do I do best?', twoDaysOld, false).reply).toMatch(
      /^I need 14 days with habits due \(two full weeks\) before naming a best weekday/,
    );
  });

  // Issue 35: the coach counted days before a habit existed and a habit's pauses as skipped.
  it('counts a habit made yesterday on the days it was due, not on 14', () => {
    const context = fixtures.active_user;
    const stretch = context.habits.find((habit) => habit.name === 'Stretch');
    const start = addDays(context.today, -1);
    const recent = {
      ...context,
      habits: context.habits.map((habit) => (habit === stretch ? { ...habit, started_on: start } : habit)),
      recent_logs: context.recent_logs.filter((log) => log.habit_id !== stretch?.id || log.date >= start),
    };
    expect(answerMessage("how's stretching going?", recent, false).reply).toMatch(
      /^\*\*Stretch\*\*: done on \d of the [12] days? it was due in the last 14/,
    );
  });

  it('tells a guest there is no data yet and invites sign-in, briefly', () => {
    const answer = answerMessage('what is my best streak?', fixtures.guest, true);
    expect(answer.reply).toMatch(/guest.*Sign in/s);
    expect(answer.action).toBeNull();
  });

  it('leaves "how many pages did I read this week?" to the other families', () => {
    expect(ask('how many pages did I read this week?').action).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
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
      '**Stretch** is the one you skip most: missed on 11 of the last 14 days.',
    );
  });

  it('says when a goal is due and how far away that is', () => {
    expect(ask('when is my marathon?').reply).toBe(
      '**Run a marathon** is due on Wednesday 30 September (202 days from now).',
    );
  });

  it('compares weekdays by habits done', () => {
    expect(ask('on which weekday do I do best?').reply).toMatch(/^Tuesday is your strongest day lately/);
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

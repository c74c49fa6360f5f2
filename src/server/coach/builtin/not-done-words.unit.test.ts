import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * "Not done" is read from the user's own not doing: a contraction without its apostrophe still says it; a
 * record forgotten or an app that missed it does not (answerMessage).
 */

describe('not done, said with a contraction typed without its apostrophe', () => {
  it.each([
    ['wasnt able to stretch yesterday', 'h-stretch'],
    ['havent meditated today', 'h-meditate'],
    ['couldnt journal last night', 'h-journal'],
  ])('"%s" logs %s as not done', (message, habitId) => {
    expect(proposed(message)).toMatchObject({ type: 'log_habit', habit_id: habitId, value_boolean: false });
  });
});

describe('a record forgotten is not the habit missed', () => {
  it('"stretched yesterday but forgot to check it off" logs it done', () => {
    expect(proposed('stretched yesterday but forgot to check it off')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-stretch',
      value_boolean: true,
    });
  });
});

describe('a negation about the app or the telling is no "not done"', () => {
  it('logs done when the app missed the record', () => {
    expect(proposed('tuesday i really did journal, the app just didnt save it')).toMatchObject({
      type: 'log_habit',
      habit_id: 'h-journal',
      value_boolean: true,
    });
    expect(proposed('meditated this morning but my phone never synced it')).toMatchObject({
      habit_id: 'h-meditate',
      value_boolean: true,
    });
  });

  it('logs done when only the telling was forgotten', () => {
    expect(proposed('i meditated on the 4th as well, forgot to mention it')).toMatchObject({
      habit_id: 'h-meditate',
      date: '2026-03-04',
      value_boolean: true,
    });
  });

  it('still logs not done when the user says so', () => {
    expect(proposed("didn't journal yesterday")).toMatchObject({
      habit_id: 'h-journal',
      value_boolean: false,
    });
    expect(proposed('forgot to meditate on monday')).toMatchObject({
      habit_id: 'h-meditate',
      value_boolean: false,
    });
  });
});

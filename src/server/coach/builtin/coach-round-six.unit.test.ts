import { describe, expect, it } from 'vitest';
import { weekdayNames } from '../../../domain/preferences/preference-options';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

/** Issue 25, round 6: preferences said in more ways, "=" as a label, and sessions no sitting can hold. */

const active = fixtures.active_user;
const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = newUser) =>
  answerMessage(message, context, false).action;

describe('the week start said as a span of days', () => {
  it.each(weekdayNames.map((day, index) => [day, weekdayNames[(index + 6) % 7]]))(
    'a week from %s to %s starts on the first',
    (first, last) => {
      expect(answer(`i'd like my week to go ${first} to ${last}`)).toMatchObject({
        type: 'update_user_preferences',
        week_start: first,
      });
    },
  );

  it('does not read a span shorter than a week, or one not said of the week, as a week start', () => {
    expect(answer("i'd like my week to go monday to friday")).not.toMatchObject({ week_start: 'monday' });
    expect(answer('i work monday to sunday')).not.toMatchObject({ type: 'update_user_preferences' });
  });
});

describe('the week start asked as a question', () => {
  it('reads "can my week start on …?" as the setting, with or without an article, not as a review of the week', () => {
    expect(answer('could my week begin on the monday?')).toMatchObject({
      type: 'update_user_preferences',
      week_start: 'monday',
    });
    expect(answerMessage('how is my week going?', active, false).reply).toMatch(/This week so far/);
  });
});

describe('focus sessions', () => {
  it('never logs more than one sitting can hold as a single session', () => {
    expect(answer('log 600 minutes of deep work', active)).not.toMatchObject({
      type: 'create_focus_session',
    });
    expect(answer('log 50 minutes of deep work', active)).toMatchObject({
      type: 'create_focus_session',
      minutes: 50,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { findQuantity } from './read-quantities';
import { readScheduleWords } from './read-schedule-words';

/** Issue 25, round 5: weekday lists, clauses that leave out their verb, and slots read from more wording. */

const active = fixtures.active_user;
const newUser = fixtures.new_user;
const answer = (message: string, context: TCoachContext = active) =>
  answerMessage(message, context, false).action;

describe('days of the week', () => {
  it('reads days in the plural as a schedule, with or without "on"', () => {
    expect(readScheduleWords('swim 1 km, tuesdays and saturdays')?.schedule).toEqual({
      times: 2,
      days: 7,
      weekdays: [2, 6],
    });
    expect(readScheduleWords('a weekday habit: plan tomorrow')?.schedule).toMatchObject({
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(readScheduleWords('stretched monday')).toBeNull();
  });
});

describe('slots read from more wording', () => {
  it('finds the goal by its measure and reads an amount after "at" that cannot be an hour', () => {
    expect(findQuantity('weighed in at 92.4')).toMatchObject({ value: 92.4 });
    expect(findQuantity('meet at 9')).toBeNull();
    expect(answer('the scale says 83.9 today')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-weight',
      value: 83.9,
    });
  });
});

describe('where the user stands', () => {
  it('reads "I was at 3" as an amount, with no joining word taken for its unit', () => {
    expect(findQuantity('i was at 3 when i began')).toEqual({ value: 3, unit: null, phrase: '3' });
  });

  it('never names a habit with words that say nothing of an activity', () => {
    const action = answer('this morning i was 90.1 kilos');
    expect(action?.type).not.toBe('create_habit');
  });
});

describe('round 17 mechanisms', () => {
  it('never completes a counted goal on an amount below its target, nor sets a target named as a start', () => {
    expect(answer('books goal, done 9 of them')).not.toMatchObject({ status: 'completed' });
    expect(answer('put the baseline for the marathon goal at 12 km')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-marathon',
      value: 12,
    });
  });
});

describe('an amount that is not said', () => {
  it('asks how much instead of logging the target', () => {
    const reply = answerMessage('drank some water', active, false);
    expect(reply.action).toBeNull();
    expect(reply.reply).toContain('How much');
    expect(answer('drank 3 glasses, a bit more than usual')).toMatchObject({ value_number: 3 });
  });
});

describe('round 20: names, amounts and preferences', () => {
  it('keeps "X and Y" after "of" as one thing, and reads the unit past the words describing it', () => {
    expect(answer('i want to drink 2 cups of milk and honey a day', newUser)).toMatchObject({
      type: 'create_habit',
      target: 2,
      unit: 'cups',
    });
    expect(findQuantity('learn 10 new german words')).toMatchObject({ value: 10, unit: 'words' });
  });
});

describe('round 21: lists, money and days gone', () => {
  it('makes no goal with a deadline already gone, and lends no label as a verb', () => {
    expect(answer('swam 2 km yesterday', newUser)?.type).not.toBe('create_goal');
    expect(answer('goal: read 10 books by june, and a habit to read 5 pages a day', newUser)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'create_goal', end_date: '2026-06-30' },
        { type: 'create_habit', target: 5 },
      ],
    });
  });
});

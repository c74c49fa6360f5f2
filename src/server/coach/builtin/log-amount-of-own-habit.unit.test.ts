import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { proposed } from './test/coach-test-helpers';

// "log 8 hours of sleep" with a Sleep habit logs it, in any unit the habit counts; it never offers a new habit.
describe('a logged amount of an activity the user tracks', () => {
  it.each([
    ['log 7 hours of sleep', 'h-sleep', 7],
    ['put down 6.5 hrs sleep for today', 'h-sleep', 6.5],
    ['log 12 pages of reading', 'h-read', 12],
  ])('"%s" logs %s', (message, habit, value) => {
    expect(proposed(message, fixtures.solo_skill_user)).toMatchObject({
      type: 'log_habit',
      habit_id: habit,
      value_number: value,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { saysDeadline } from './says-deadline';
import { proposed } from './test/coach-test-helpers';

// active_user has the Spanish and Guitar skills; today is 2026-03-12.

describe('hours of a skill with a deadline ahead are a goal, never practice done or a baseline', () => {
  // Paraphrases of "by the end of the year i want 100 hours of spanish under my belt, goal please".
  it.each([
    ['50 hours of guitar before summer, make it a goal', 50, '2026-06-21'],
    ['i want 200 hours of guitar by december', 200, '2026-12-31'],
    ['by the end of the year i want to have 80 hours of spanish done', 80, '2026-12-31'],
  ])('"%s" is a goal of %d hours by %s', (message, hours, endDate) =>
    expect(proposed(message)).toMatchObject({
      type: 'create_goal',
      target_value: hours,
      unit: 'hours',
      end_date: endDate,
    }),
  );

  it('hours done so far are still a baseline', () => {
    expect(proposed("i've done 100 hours of spanish so far")).toMatchObject({
      type: 'update_skill_baseline',
    });
    expect(saysDeadline.test('i practiced for an hour yesterday')).toBe(false);
  });
});

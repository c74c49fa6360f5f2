import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';
import { saysDeadline } from './says-deadline';

// active_user has the Spanish and Guitar skills; today is 2026-03-12.
const ask = (message: string) => answerMessage(message, fixtures.active_user, false).action;

describe('hours of a skill with a deadline ahead are a goal, never practice done or a baseline', () => {
  // Paraphrases of "by the end of the year i want 100 hours of spanish under my belt, goal please".
  it.each([
    ['50 hours of guitar before summer, make it a goal', 50, '2026-06-21'],
    ['i want 200 hours of guitar by december', 200, '2026-12-31'],
    ['by the end of the year i want to have 80 hours of spanish done', 80, '2026-12-31'],
  ])('"%s" is a goal of %d hours by %s', (message, hours, endDate) =>
    expect(ask(message)).toMatchObject({
      type: 'create_goal',
      target_value: hours,
      unit: 'hours',
      end_date: endDate,
    }),
  );

  it('hours done so far are still a baseline', () => {
    expect(ask("i've done 100 hours of spanish so far")).toMatchObject({ type: 'update_skill_baseline' });
    expect(saysDeadline.test('i practiced for an hour yesterday')).toBe(false);
  });
});

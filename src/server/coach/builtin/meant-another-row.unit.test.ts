import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/** The row said after "I meant" replaces the pending action's row (standard account, today 2026-11-28). */
describe('the row the user meant', () => {
  it.each([
    [
      'link journal to my spanish goal',
      'no wait, i meant meditate lol',
      { habit_id: 'Meditate', goal_id: 'Learn Spanish' },
    ],
    [
      'link journal to my spanish goal',
      'sorry, meant the marathon one',
      { habit_id: 'Journal', goal_id: 'Run a marathon' },
    ],
    [
      'tie floss to the marathon goal',
      'ah i was talking about stretch',
      { habit_id: 'Stretch', goal_id: 'Run a marathon' },
    ],
  ])('"%s" then "%s"', (request, reply, args) => {
    expect(converse([request, reply], { action: { type: 'link_habit_to_goal', args } })).toEqual([]);
  });
});

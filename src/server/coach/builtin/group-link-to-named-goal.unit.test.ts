import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// "link them up" after two habits said to count for a goal links both to that goal.
describe('refer-to-group: a goal the habits count for', () => {
  it.each([
    ['my journal and my reading both help with the thesis, link them up', 'h-journal', 'h-read', 'g-thesis'],
    [
      'running and stretching count towards the marathon, connect them together',
      'h-run',
      'h-stretch',
      'g-marathon',
    ],
    ['run and stretch help with losing weight, tie them up', 'h-run', 'h-stretch', 'g-weight'],
  ])('"%s" links both habits', (message, first, second, goal) => {
    expect(proposed(message)).toMatchObject({
      type: 'batch',
      actions: [
        { type: 'link_habit_to_goal', habit_id: first, goal_id: goal },
        { type: 'link_habit_to_goal', habit_id: second, goal_id: goal },
      ],
    });
  });
});

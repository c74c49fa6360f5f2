import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A habit or goal put "back on" or "back to active" is revived: the habit restored, the goal made active.
describe('revive-words', () => {
  it.each([
    ['flip meditate back on, i want it again', 'h-meditate'],
    ['put the stretch habit back to active', 'h-stretch'],
  ])('"%s" restores the habit', (message, habit) => {
    expect(proposed(message)).toMatchObject({ type: 'update_habit', habit_id: habit, active: true });
  });

  it('makes a goal active again', () => {
    expect(proposed('mark the marathon goal as active again')).toMatchObject({
      type: 'update_goal',
      goal_id: 'g-marathon',
      status: 'active',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// An amount one is "going for" or "aiming for" is the goal's new target, even with "now" (a word of where one
// stands) beside it.
describe('goal-amount-going-for', () => {
  it.each([
    ['aiming for 25 books now, update the books goal', 'g-books', 25],
    ["i'm shooting for 8 kg now, change the weight goal", 'g-weight', 8],
    ['going for 50 km now on the marathon goal, update it', 'g-marathon', 50],
  ])('"%s" changes the target', (message, goal, target) => {
    expect(proposed(message)).toMatchObject({ type: 'update_goal', goal_id: goal, target_value: target });
  });
});

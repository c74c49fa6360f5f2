import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

describe("a goal's description removed with the verb after it", () => {
  // Paraphrases of "the thesis goal description is out of date, blank it out".
  it.each([
    ["the marathon goal's description is wrong now, just clear it", 'g-marathon'],
    ['the books goal does not need a description anymore', 'g-books'],
    ['the description on the weight goal is stale - bin it', 'g-weight'],
  ])('"%s" clears the description of %s', (message, goalId) =>
    expect(proposed(message)).toMatchObject({ type: 'update_goal', goal_id: goalId, description: null }),
  );
});

describe('a goal said to grow to an amount has that target', () => {
  // Paraphrases of "the books goal can stretch to 22 now", without the reason before it.
  it.each([
    ['the marathon goal could grow to 50', 'g-marathon', 50],
    ['let the books goal climb to 30', 'g-books', 30],
    ['my books goal can go up to 26', 'g-books', 26],
  ])('"%s" sets %s to %d', (message, goalId, target) =>
    expect(proposed(message)).toMatchObject({ type: 'update_goal', goal_id: goalId, target_value: target }),
  );

  it('a question about growing a goal proposes nothing', () => {
    expect(proposed('could the books goal grow to 30?')).toBeNull();
  });
});

// Round 17.
describe('a counted goal below its target, and a baseline named as a start', () => {
  it('never completes a counted goal on an amount below its target, nor sets a target named as a start', () => {
    expect(proposed('books goal, done 9 of them')).not.toMatchObject({ status: 'completed' });
    expect(proposed('put the baseline for the marathon goal at 12 km')).toMatchObject({
      type: 'create_goal_baseline',
      goal_id: 'g-marathon',
      value: 12,
    });
  });
});

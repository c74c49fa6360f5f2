import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// "add a description to the books goal: …": the goal said with "to" before the colon is where the description
// goes; the description is only what follows the colon.
describe('goal-description-after-colon', () => {
  it.each([
    ['put a description to the marathon goal: sub 4 hours', 'g-marathon', 'sub 4 hours'],
    ['add a short description to my thesis goal: chapters 1 to 5', 'g-thesis', 'chapters 1 to 5'],
    ['please add a description to lose weight: cut sugar first', 'g-weight', 'cut sugar first'],
  ])('"%s" sets the description after the colon', (message, goal, description) => {
    expect(proposed(message)).toMatchObject({ type: 'update_goal', goal_id: goal, description });
  });
});

import { describe, expect, it } from 'vitest';
import { findKnowledge } from './answer-from-knowledge';

/**
 * Round 20 (development set 18): a cap or a maximum is what the pages call a limit, so "is there a max
 * number of goals" finds "There is no limit on how many goals you can have at once" (knowledge-product-words.ts).
 * Worded apart from the set's question.
 */
describe('a cap or a maximum is a limit', () => {
  it.each([
    ['is there a max on goals, i want about 15', 'docs/goals'],
    ['do goals have a max, like could i run 20', 'docs/goals'],
    ['is the number of goals i can create capped', 'docs/goals'],
  ])('"%s" is answered from %s', (question, page) => {
    expect(findKnowledge(question)?.passage.page).toBe(page);
  });
});

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

/**
 * Round 20 (development set 17): whether something would kill, end or reset a streak, asked before it
 * happens, is what keeps a streak going on the tracker page, not the lesson on recovering from a miss.
 */
describe('asking whether something kills a streak', () => {
  it.each([
    ['will logging half my pages reset my streak', 'docs/tracker'],
    ['would 3 glasses out of 8 end the streak?', 'docs/tracker'],
    ['does reading less than my target lose me my streak', 'docs/tracker'],
  ])('"%s" is answered from %s', (question, page) => {
    expect(findKnowledge(question)?.passage.page).toBe(page);
  });
});

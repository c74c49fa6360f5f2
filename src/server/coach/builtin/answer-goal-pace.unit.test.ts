import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer-message';
import { fixtures } from './eval/coach-fixtures';

// Issue 35: the coach wrote "19 books of 24 logged" where the goals page writes "19 of 24 books".
describe('a goal’s pace in the coach', () => {
  it('says the goal’s figure as the goals page does: "P% (N of M unit)"', () => {
    const reply = answerMessage(
      'how many books are left for my reading goal?',
      fixtures.standard,
      false,
    ).reply;
    expect(reply).toContain('**Read 24 books**: 79% (19 of 24 books), 5 books to go');
  });
});

import { describe, expect, it } from 'vitest';
import { correctTypos } from './correct-knowledge-typos';
import { knowledgeIndex } from './knowledge-index';

/**
 * A slip of the keyboard in a how-to question is corrected against the pages' words (correctTypos).
 */

describe('a slip of the keyboard in a how-to question', () => {
  const index = knowledgeIndex();

  it.each([
    ['where do i chnage my pasword', 'where do i change my password'],
    ['without an acount', 'without an account'],
  ])('"%s" is read as "%s"', (typed, read) => {
    expect(correctTypos(typed, index)).toBe(read);
  });

  it('a word one letter longer than a page word is another word, not a slip', () => {
    expect(correctTypos('how many steps is healthy', index)).toBe('how many steps is healthy');
  });
});

import { describe, expect, it } from 'vitest';
import { isQuestionShaped } from './classify-message-kind';
import { habitNameOf } from './test/coach-test-helpers';

/** ", which tiny habit would u suggest": which, a noun, then a modal or "do" before you or i, asks. */
describe('a which-question after a comma', () => {
  it.each([
    'new to all this, which small habit would you start with',
    'want more energy, which habit should i pick first',
    'i meditate already, which routine do you think fits next',
  ])('reads "%s" as a question and creates no habit', (message) => {
    expect(isQuestionShaped(message)).toBe(true);
    expect(habitNameOf(message)).toBeNull();
  });

  it('keeps a relative clause a statement', () => {
    expect(isQuestionShaped('i read 20 pages, which is my target')).toBe(false);
  });
});

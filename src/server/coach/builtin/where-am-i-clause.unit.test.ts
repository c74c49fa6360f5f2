import { describe, expect, it } from 'vitest';
import { isQuestionShaped } from './classify-message-kind';
import { expectFigure } from './test/coach-test-helpers';

/** ", where am i" after a topic asks, as ", where does it stand" does: "am" is no relative clause's verb. */
describe('a closing "where am i" after the topic', () => {
  it.each([
    ['books goal in percent, where am i', '79%'],
    ['the 24 books one as a percentage - where am i now', '79%'],
    ['reading goal progress, where am i at', '79%'],
  ])('"%s" is answered with the figure and no proposal', (message, figure) => {
    expect(isQuestionShaped(message)).toBe(true);
    expectFigure(message, figure);
  });
});

import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** The asking words said last ("… is due when", "… is how long") ask as in the usual order (question-word-last.ts). */
describe('a question with its asking words last', () => {
  it.each([
    ['the spanish goal is due when', '30 June 2027'],
    ['my read streak is how long', '2 days'],
    ['floss streak at the moment is how long', '1 day'],
  ])('"%s" answers %s', (message, figure) => {
    expectFigure(message, figure);
  });
});

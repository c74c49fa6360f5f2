import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** A count to date toward a goal, typed in a few words, is the goal's progress, never a baseline of its number. */
describe('"<things> so far toward <goal>"', () => {
  it.each([
    'books done to date on my reading goal',
    'books read until now for the 24 books challenge',
    'the books completed so far towards the 24 books target',
  ])('"%s" gives the books done and no proposal', (message) => expectFigure(message, '19'));
});

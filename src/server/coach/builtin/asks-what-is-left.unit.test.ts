import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** What is left of a weekly habit's week, asked without "more" or "still" (Run: 3 a week, 2 done). */
describe('"whats left" of a weekly habit', () => {
  it.each([
    'run this week, how many left',
    "runs this week - what's remaining?",
    'how many runs are left for this week',
  ])('"%s" gives the runs still to go', (message) => expectFigure(message, '1 more to go'));
});

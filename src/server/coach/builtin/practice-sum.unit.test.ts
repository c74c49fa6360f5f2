import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** Two skills' practice asked added up: each skill's figure and their sum (Guitar 75 + Spanish 20 this week). */
describe('practice of two skills added up', () => {
  it.each([
    'how many minutes of practice did guitar and spanish get altogether this week',
    'if i add up my guitar and spanish practice this week, how many minutes?',
    'how much practice on guitar and spanish this week in total?',
  ])('"%s" gives their sum', (message) => expectFigure(message, '95 minutes'));
});

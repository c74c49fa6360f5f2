import { describe, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/** "the last week (7 days)": a week glossed in brackets as seven days is the last seven days (normalize-message.ts). */
describe('a week glossed as seven days', () => {
  it.each([
    ['how many days did i floss in the past week (seven days)?', 'in the last 7 days', 'done 4 times'],
    ['pages read over the last week (the last 7 days)?', 'in the last 7 days', '**120 pages**'],
    ['journal count the past week ( 7 days )', 'in the last 7 days', 'done 2 times'],
  ])('"%s"', (message, ...figures) => {
    expectFigure(message, ...figures);
  });
});

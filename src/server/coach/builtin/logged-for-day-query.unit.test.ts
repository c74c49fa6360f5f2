import { describe, expect, it } from 'vitest';
import { expectFigure } from './test/coach-test-helpers';

/**
 * What was logged on a day, said as a noun phrase ("pages entered on wednesday 25th"), asks for that day's
 * amount; the ordinal is the date, never an amount to log (logged-for-day-query.ts).
 */
describe('an amount "logged for" a day asks for it', () => {
  it.each([
    ['pages entered on wednesday 25th', '**0 pages**'],
    ['water logged for the 24th', '**6 glasses**'],
    ['glasses i put down for thurs 26th', 'Thursday 26 November'],
  ])('"%s" answers %s', (message, figure) => {
    expectFigure(message, figure);
  });
});

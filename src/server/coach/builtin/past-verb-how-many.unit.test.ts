import { describe, expect, it } from 'vitest';
import { isQuestionShaped } from './classify-message-kind';
import { expectFigure } from './test/coach-test-helpers';

/** A past verb then "how many": the count asked stands where the object would, so it asks, never logs. */
describe('"<past verb> how many … <period>"', () => {
  it.each([
    ['flossed how many times last week (mon-sun)', '4'],
    ['drank how much water yesterday (roughly)', '7 glasses'],
    ['stretched how many times over the past 7 days (a week)', '3'],
  ])('"%s" is answered with the figure and no log', (message, figure) => {
    expect(isQuestionShaped(message)).toBe(true);
    expectFigure(message, figure);
  });
});

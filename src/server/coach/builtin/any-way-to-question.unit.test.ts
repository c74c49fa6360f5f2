import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/**
 * "any way to …", "any option to …": asking whether the app can do something is a question (question-shapes.ts,
 * wonders), never a focus or a habit named after it; "any way you could log 20 pages" still asks the coach to act.
 */
describe('"any way to" asks', () => {
  it.each([
    'any way to see my floss streak on my phone lock screen',
    'any option to make a goal private',
    'any way to export all my runs to strava',
  ])('"%s" is answered with no action', (message) => {
    expect(answer(message).action).toBeNull();
  });

  it('asked of the coach, it is a request', () => {
    expect(answer('any way you could log 20 pages for me').action).not.toBeNull();
  });
});

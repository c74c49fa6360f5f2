import { describe, expect, it } from 'vitest';
import { isPlainQuestion } from './classify-message-kind';
import { proposed } from './test/coach-test-helpers';

/**
 * "yesterday i ran 4k and did my stretches": the verb after "and" shares the subject said before it, and the
 * message ends on its object, so it tells (classify-message-kind.ts, `coordinatedReport`); "… and did my streak
 * go up" has a verb after its noun, and asks.
 */
describe('"… and did my X" after a report tells', () => {
  it.each([
    ['yesterday i drank 9 glasses and did my journal', 'h-journal'],
    ['on tuesday i ran 5k and did my stretches', 'h-stretch'],
    ['this morning i meditated and then did my stretches', 'h-stretch'],
  ])('"%s" is logged', (message, habit) => {
    expect(isPlainQuestion(message)).toBe(false);
    expect(JSON.stringify(proposed(message))).toContain(habit);
  });

  it('"… and did my streak go up" still asks', () => {
    expect(isPlainQuestion('yesterday i ran 5k and did my streak go up')).toBe(true);
  });
});

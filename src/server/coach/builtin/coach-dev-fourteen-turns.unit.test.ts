import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

/**
 * Development set 14's conversations (written as frozen set 13): the mechanisms their misses showed, each
 * tested in other words than the set's, so that the rule and not one message passes.
 */

describe('"log it" after an amount in a habit\'s unit logs that amount, not the row talked of before', () => {
  it("a number in pages after a question on pages is the day's count", () => {
    const turns = ['how many pages did i manage on tuesday', 'fine, 18 pages for today, save it'];
    const expected = { type: 'log_habit', args: { habit_id: 'Read', date: '2026-11-28', value_number: 18 } };
    expect(converse(turns, { action: expected })).toEqual([]);
  });
});

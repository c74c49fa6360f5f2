import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

/** The coach asked about in the third person ("this coach", "the assistant") is asked as "you" is. */
describe('"what can this coach do"', () => {
  it.each([
    'what can this coach actually do',
    'what could the assistant help with',
    'so what can this bot really do',
  ])('"%s" gets what the coach can do and its help page', (message) => {
    const { reply, action } = answer(message);
    expect(action).toBeNull();
    expect(reply).toContain('](/docs/coach)');
  });
});

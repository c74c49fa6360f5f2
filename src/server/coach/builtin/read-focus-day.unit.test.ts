import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A weekday's possessive typed without its apostrophe before "focus" names the day the focus is for (today is
// Thursday 2026-03-12), not a repeating day that left the focus on today.
describe('read-focus-day', () => {
  it.each([
    ['fridays focus will be - the tax forms', '2026-03-13'],
    ['put saturdays main focus as: garden tidy', '2026-03-14'],
    ['change sundays focus to batch cooking', '2026-03-15'],
  ])('"%s" sets the focus for that day', (message, date) => {
    const action = proposed(message);
    expect(action?.type).toBe('set_focus');
    expect(action?.date).toBe(date);
  });
});

import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// "3/4 of an hour", "1/2 an hour": a fraction of an hour typed with a slash is read as the length it says.
describe('slash-fraction-hour', () => {
  it.each([
    ['3/4 of an hour of guitar this morning', 2700],
    ['played guitar for 1/2 an hour', 1800],
    ['1/4 of an hour of guitar before dinner', 900],
  ])('"%s" logs the length', (message, seconds) => {
    const action = proposed(message);
    expect(action?.type).toBe('log_habit');
    expect(action?.time_tracked_seconds).toBe(seconds);
  });
});

import { describe, expect, it } from 'vitest';
import { habitNameOf } from './test/coach-test-helpers';

// "…, aim for 8 hours": once the amount is read out of a new habit, the aim it was said with is no part of
// its name.
describe('habit-name-aim-tail', () => {
  it.each([
    ['please track my sleep, aim for 7 hours a night', 'Sleep'],
    ['add a water habit please, aim for 8 glasses', 'Water'],
    ['new habit for reading, shooting for 20 pages a day', 'Reading'],
  ])('"%s" is named %s', (message, name) => {
    expect(habitNameOf(message)).toBe(name);
  });
});

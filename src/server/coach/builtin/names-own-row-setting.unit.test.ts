import { describe, expect, it } from 'vitest';
import { answer } from './test/coach-test-helpers';

// A setting of one of the user's rows, named in the possessive, changes that row: no new habit is made of it.
describe('names-own-row-setting', () => {
  it.each([
    ["Read's daily target to 30 please", 30],
    ["i'd like Read's target at 15 pages", 15],
    ["Read's goal at 40 pages a day from now", 40],
  ])('"%s" changes Read\'s target in pages', (message, target) => {
    expect(answer(message).action).toEqual({
      type: 'update_habit',
      habit_id: 'h-read',
      target,
      unit: 'pages',
    });
  });
});

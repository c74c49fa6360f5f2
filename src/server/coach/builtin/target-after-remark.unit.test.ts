import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

// A remark on how hard a row's amount is, then a new amount with no row of its own: that row's target changes.
describe('target-after-remark', () => {
  it.each([
    ['20 pages of reading is too easy, make it 35', { type: 'update_habit', habit_id: 'h-read', target: 35 }],
    [
      '8 glasses of water is way too much, make it 6',
      { type: 'update_habit', habit_id: 'h-water', target: 6 },
    ],
    [
      'guitar practice at 30 min is too much, make the target 20',
      { type: 'update_habit', habit_id: 'h-guitar', target: 20 },
    ],
    [
      'my 10 min meditation is way too short, go for 20',
      { type: 'update_habit', habit_id: 'h-meditate', target: 20 },
    ],
  ])('"%s" changes the target', (message, action) => {
    expect(proposed(message)).toMatchObject(action);
  });
});

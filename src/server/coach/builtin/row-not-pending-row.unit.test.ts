import { describe, expect, it } from 'vitest';
import { converse } from './test/coach-test-helpers';

describe('the row meant set against the pending row', () => {
  it.each([
    ['flossed today', 'stretch, not floss', 'Stretch', '2026-11-28'],
    ['ran this morning, log it', 'oh wrong one, it was stretching', 'Stretch', '2026-11-28'],
    ['meditated yesterday, log it', 'floss rather than meditate, sorry', 'Floss', '2026-11-27'],
  ])('%s → %s', (first, second, habit_id, date) => {
    const args = { habit_id, date, value_boolean: true };
    expect(converse([first, second], { action: { type: 'log_habit', args } })).toEqual([]);
  });

  it('swaps nothing when the row refused is not the pending one', () => {
    const args = { habit_id: 'Floss', date: '2026-11-28', value_boolean: true };
    expect(
      converse(['flossed today', 'meditate not run'], { action: { type: 'log_habit', args } }),
    ).not.toEqual([]);
  });
});

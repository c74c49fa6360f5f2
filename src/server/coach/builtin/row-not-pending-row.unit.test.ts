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

describe('the row refused said first, the row meant after it', () => {
  it.each([
    ['log 25 min of scales', 'no not scales - it was chords', 'Chords', 1500],
    ['i did 30 minutes of chords', 'not chords, it was fingerstyle', 'Fingerstyle', 1800],
    ['practiced scales for 40 mins', 'oops not scales but chords', 'Chords', 2400],
  ])('%s → %s', (first, second, skill_id, seconds) => {
    const args = { skill_id, seconds, date: '2026-11-28' };
    expect(converse([first, second], { action: { type: 'create_skill_entry', args } })).toEqual([]);
  });

  it('swaps a habit the same way', () => {
    const args = { habit_id: 'Meditate', date: '2026-11-28', value_boolean: true };
    expect(
      converse(['flossed today', 'not floss but meditate'], { action: { type: 'log_habit', args } }),
    ).toEqual([]);
  });

  it('moves no practice onto a part of another skill', () => {
    const args = { skill_id: 'Vocabulary', seconds: 1800, date: '2026-11-28' };
    expect(
      converse(['i did 30 minutes of chords', 'not chords, vocabulary'], {
        action: { type: 'create_skill_entry', args },
      }),
    ).not.toEqual([]);
  });
});

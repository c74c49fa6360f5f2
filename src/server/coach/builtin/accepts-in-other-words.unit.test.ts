import { describe, expect, it } from 'vitest';
import { acceptsInOtherWords } from './accepts-in-other-words';
import { converse } from './test/coach-test-helpers';

describe('a proposal accepted in words of the user own', () => {
  it.each([
    [
      'flossed tonight, tick it',
      'spot on cheers mate',
      { habit_id: 'Floss', date: '2026-11-28', value_boolean: true },
    ],
    [
      'read 18 pages on monday, add it',
      'yep thats the one',
      { habit_id: 'Read', date: '2026-11-23', value_number: 18 },
    ],
    [
      'stretched this morning, log it',
      'roger that 👍',
      { habit_id: 'Stretch', date: '2026-11-28', value_boolean: true },
    ],
  ])('%s → %s', (first, second, args) => {
    expect(converse([first, second], { action: { type: 'log_habit', args } })).toEqual([]);
  });

  it('reads the whole reply: a figure, a change or a no is no acceptance', () => {
    expect(acceptsInOtherWords('sweet, ta')).toBe(true);
    expect(acceptsInOtherWords('sure, 20 then')).toBe(false);
    expect(acceptsInOtherWords('thats it but make it monday')).toBe(false);
    expect(acceptsInOtherWords('nah not that one')).toBe(false);
    expect(acceptsInOtherWords('lol')).toBe(false);
  });
});

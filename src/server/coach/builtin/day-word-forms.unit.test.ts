import { describe, expect, it } from 'vitest';
import { spellDayWords } from './day-word-forms';
import { proposed } from './test/coach-test-helpers';

describe('day words typed in a hurry are read as days', () => {
  it('a possessive day without its apostrophe is the day', () => {
    expect(proposed('add yesterdays swim... sorry, run: 4.2 km')).toMatchObject({ date: '2026-03-11' });
    expect(proposed('todays water was 7 glasses')).toMatchObject({ habit_id: 'h-water', date: '2026-03-12' });
    expect(proposed('last tuesdays run came to 6 km, log it')).toMatchObject({
      habit_id: 'h-run',
      date: '2026-03-10',
    });
  });

  it('a short weekday beside a date or after "on" is the weekday', () => {
    expect(proposed('stretched on fri 6 march, backfill please')).toMatchObject({ date: '2026-03-06' });
    expect(proposed('ran 5 km on tue 10 march')).toMatchObject({ habit_id: 'h-run', date: '2026-03-10' });
    expect(proposed('meditated mon 9 mar')).toMatchObject({ date: '2026-03-09' });
  });

  it('leaves other words alone', () => {
    expect(spellDayWords('sit in the sun 10 minutes a day')).toBe('sit in the sun 10 minutes a day');
    expect(spellDayWords('i run on fridays')).toBe('i run on fridays');
    expect(spellDayWords('wed 5 times a week')).toBe('wed 5 times a week');
  });
});

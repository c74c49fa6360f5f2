import { describe, expect, it } from 'vitest';
import { findDate, readDayOfWeek } from './read-dates';
import { proposed } from './test/coach-test-helpers';

// Thursday 12 March 2026.
const today = '2026-03-12';

describe('findDate', () => {
  it.each([
    ['today', '2026-03-12'],
    ['yesterday', '2026-03-11'],
    ['last night', '2026-03-11'],
    ['the day before yesterday', '2026-03-10'],
    ['on monday', '2026-03-09'],
    ['thursday', '2026-03-12'],
    ['last thursday', '2026-03-05'],
    ['last friday', '2026-03-06'],
    ['3 days ago', '2026-03-09'],
    ['on march 3', '2026-03-03'],
    ['on 3rd march', '2026-03-03'],
    ['on 2026-02-28', '2026-02-28'],
    ['on december 24', '2025-12-24'],
  ])('looking back, "%s" is %s', (text, date) => expect(findDate(text, today, 'past')?.date).toBe(date));

  it.each([
    ['tomorrow', '2026-03-13'],
    ['friday', '2026-03-13'],
    ['next thursday', '2026-03-19'],
    ['by june 30', '2026-06-30'],
    ['by march 1', '2027-03-01'],
    ['in 3 months', '2026-06-12'],
    ['in 6 weeks', '2026-04-23'],
    ['in the next 2 months', '2026-05-12'],
    ['within 4 months', '2026-07-12'],
    ['by the end of the month', '2026-03-31'],
    ['by end of april', '2026-04-30'],
    ['by august', '2026-08-31'],
    ['this year', '2026-12-31'],
    ['by the end of next year', '2027-12-31'],
    ['on may 1st, 2027', '2027-05-01'],
  ])('looking ahead, "%s" is %s', (text, date) => expect(findDate(text, today, 'future')?.date).toBe(date));

  it('keeps the year said with a month, and reads a year as its last day', () => {
    expect(findDate('run a half marathon by march 2027', today, 'future')?.date).toBe('2027-03-31');
    expect(findDate('by the end of june 2028', today, 'future')?.date).toBe('2028-06-30');
    expect(findDate('read 50 books in 2027', today, 'future')?.date).toBe('2027-12-31');
    expect(findDate('read 50 books in 2026', today, 'future')?.date).toBe('2026-12-31');
    expect(findDate('ran 5 km in 2027', today, 'past')).toBeNull();
  });

  it('gives the words that said the date, so they can be taken out of a name', () => {
    expect(findDate('run 100 km by june 30', today, 'future')).toEqual({
      date: '2026-06-30',
      phrase: 'june 30',
    });
  });

  it('finds nothing in a sentence without a date, and never throws on impossible ones', () => {
    expect(findDate('read 20 pages', today, 'past')).toBeNull();
    expect(findDate('on february 30', today, 'past')).toBeNull();
    expect(findDate('in 999 years', '9990-01-01', 'future')).toBeNull();
  });
});

describe('readDayOfWeek', () => {
  it('counts from Sunday', () => {
    expect(readDayOfWeek('2026-03-12')).toBe(4);
    expect(readDayOfWeek('2026-03-15')).toBe(0);
  });
});

describe('a month gone by', () => {
  it('is no day to log on, while a month ahead stays a deadline', () => {
    expect(findDate('the books i read in january', '2026-03-12', 'past')).toBeNull();
    expect(findDate('by june', '2026-03-12', 'future')).toMatchObject({ date: '2026-06-30' });
  });

  it('leaves an amount in a unit only a goal counts off the habit of the same word', () => {
    expect(proposed('read 3 books in january')).not.toMatchObject({ type: 'log_habit' });
    expect(proposed('read 30 pages')).toMatchObject({
      type: 'log_habit',
      value_number: 30,
    });
  });
});

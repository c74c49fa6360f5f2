import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantLongDate,
  formatLongDate,
  formatMonthName,
  formatMonthYear,
  formatShortDate,
  formatWeekdayLongDate,
  formatWeekdayName,
  formatWeekdayShortDate,
  readDayTitle,
} from './day-titles';

describe('readDayTitle', () => {
  it('names today, yesterday and the days of the past week, and dates anything older', () => {
    expect(readDayTitle(null, '2026-11-25')).toBe('Today');
    expect(readDayTitle('2026-11-25', '2026-11-25')).toBe('Today');
    expect(readDayTitle('2026-11-24', '2026-11-25')).toBe('Yesterday');
    expect(readDayTitle('2026-11-20', '2026-11-25')).toMatch(/Friday/);
    expect(readDayTitle('2026-11-01', '2026-11-25')).toMatch(/1/);
    expect(readDayTitle('2026-11-01', '2026-11-25')).not.toMatch(/day$/);
  });
});

// Issue 35: the public dashboard wrote a deadline as 2027-11-30 where the app wrote 30 Nov 2027.
describe('formatCalendarDate', () => {
  it('writes a date with its day, short month and year, never as a date key', () => {
    const text = formatCalendarDate('2027-11-30');
    expect(text).not.toContain('2027-11-30');
    expect(text).toMatch(/30/);
    expect(text).toMatch(/2027/);
    expect(text).toMatch(/Nov/);
  });

  it('never shifts a date by a day, whatever the date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), (day, month) => {
        const key = `2030-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatCalendarDate(key)).toMatch(new RegExp(`\\b${day}\\b`));
      }),
    );
  });
});

// Issue 35: a device was "Added 12/4/2026" where every other date reads "Dec 4, 2026".
describe('formatInstantDate', () => {
  it('writes a moment’s day as a calendar date is written', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (moment) => {
          const local = new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
          const key = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
          expect(formatInstantDate(moment.toISOString())).toBe(formatCalendarDate(key));
        },
      ),
    );
  });
});

// Issue 35: one way of writing dates, the same on the server and in every browser, whatever its locale.
describe('the app’s date words', () => {
  it('are British English unless a locale is given', () => {
    expect(formatCalendarDate('2027-11-30')).toBe('30 Nov 2027');
    expect(formatCalendarDate('2027-11-30', 'en-US')).toBe('Nov 30, 2027');
    expect(formatShortDate('2026-03-04')).toBe('4 Mar');
    expect(formatWeekdayShortDate('2026-03-16')).toBe('Mon 16 Mar');
    expect(formatWeekdayLongDate('2026-03-12', false)).toBe('Thursday 12 March');
    expect(formatMonthYear('2026-03-01')).toBe('Mar 2026');
    expect(formatInstantDateTime('2026-12-05T09:30:00Z', 'UTC')).toBe('5 Dec 2026, 09:30');
    expect(formatInstantLongDate('2026-12-05T09:30:00Z', 'UTC')).toBe('5 December 2026');
  });

  it('leave what is not a date key as it is (a preview of input that failed validation)', () => {
    expect(formatCalendarDate('next tuesday')).toBe('next tuesday');
  });
});

// The day words are written without Intl (the first DateTimeFormat cost the tracker's first render 70 ms
// on a phone-speed CPU): they must stay exactly what Intl writes in British English.
describe('the day words written without Intl', () => {
  const intl = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const writers: [string, (day: string) => string, Intl.DateTimeFormatOptions][] = [
    [
      'long date',
      (day) => formatLongDate(day),
      { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    ],
    ['short date', (day) => formatShortDate(day), { day: 'numeric', month: 'short' }],
    ['calendar date', (day) => formatCalendarDate(day), { day: 'numeric', month: 'short', year: 'numeric' }],
    [
      'weekday short date',
      (day) => formatWeekdayShortDate(day),
      { weekday: 'short', day: 'numeric', month: 'short' },
    ],
    [
      'weekday long date',
      (day) => formatWeekdayLongDate(day, false),
      { weekday: 'long', day: 'numeric', month: 'long' },
    ],
    [
      'weekday long date with year',
      (day) => formatWeekdayLongDate(day, true),
      { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    ],
    ['month and year', (day) => formatMonthYear(day), { month: 'short', year: 'numeric' }],
    ['month', (day) => formatMonthName(day), { month: 'short' }],
    ['weekday', (day) => formatWeekdayName(day), { weekday: 'long' }],
    ['short weekday', (day) => formatWeekdayName(day, 'short'), { weekday: 'short' }],
  ];
  const dayKeys = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((moment) => moment.toISOString().slice(0, 10));

  it.each(writers)('%s: the same words as Intl for any day', (_name, write, options) => {
    fc.assert(
      fc.property(dayKeys, (day) => {
        expect(write(day)).toBe(intl(day, options));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the tracker heading and a September day as British English does', () => {
    expect(formatLongDate('2026-11-25')).toBe('Wednesday, 25 November 2026');
    expect(formatCalendarDate('2026-09-02')).toBe('2 Sept 2026');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, diffDays, isDateKey, normalizeDateKey, toEpochDay } from './date-key';

const anyDate = fc.date({
  min: new Date('0000-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const anyDateKey = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('8999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
// Two steps together stay within the 1,000 years of margin the keys leave on either side.
const dayCount = fc.integer({ min: -150_000, max: 150_000 });

describe('isDateKey', () => {
  it('accepts real calendar dates only', () => {
    expect(isDateKey('2026-03-01')).toBe(true);
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isDateKey('2000-02-29')).toBe(true);
    expect(isDateKey('2026-02-29')).toBe(false);
    expect(isDateKey('1900-02-29')).toBe(false);
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-04-31')).toBe(false);
    expect(isDateKey('2026-13-01')).toBe(false);
    expect(isDateKey('2026-00-10')).toBe(false);
    expect(isDateKey('2026-3-1')).toBe(false);
    expect(isDateKey(' 2026-03-01')).toBe(false);
    expect(isDateKey(20260301)).toBe(false);
  });
});

describe('normalizeDateKey', () => {
  it('keeps a valid date key and trims spaces around it', () => {
    expect(normalizeDateKey('2026-03-01')).toBe('2026-03-01');
    expect(normalizeDateKey(' 2026-03-01 ')).toBe('2026-03-01');
  });

  it('takes the date part of an ISO date-time as written, whatever its offset', () => {
    expect(normalizeDateKey('2026-03-01T23:30:00-05:00')).toBe('2026-03-01');
    expect(normalizeDateKey('2026-03-01T00:10:00+14:00')).toBe('2026-03-01');
    expect(normalizeDateKey('2026-03-01T08:00:00.123Z')).toBe('2026-03-01');
    expect(normalizeDateKey('2026-03-01 08:00')).toBe('2026-03-01');
  });

  it('gives the UTC date of a Date', () => {
    expect(normalizeDateKey(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
    expect(normalizeDateKey(new Date(Number.NaN))).toBeNull();
  });

  it('rejects impossible dates, times and other values', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-03-01T25:00:00Z',
      '2026-03-01T10:60Z',
      '01/03/2026',
      'tomorrow',
      '',
      null,
      undefined,
      20260301,
      {},
      ['2026-03-01'],
    ]) {
      expect(normalizeDateKey(value)).toBeNull();
    }
  });

  it('never throws and only ever returns a valid key or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.date()), (value) => {
        const key = normalizeDateKey(value);
        expect(key === null || isDateKey(key)).toBe(true);
      }),
    );
  });

  it('round-trips any Date through its key and its ISO string', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const key = normalizeDateKey(date);
        expect(key).not.toBeNull();
        expect(normalizeDateKey(key)).toBe(key);
        expect(normalizeDateKey(date.toISOString())).toBe(key);
      }),
    );
  });
});

describe('addDays and diffDays', () => {
  it('step across month ends, leap days and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(diffDays('2026-03-30', '2026-03-28')).toBe(2);
    expect(diffDays('2026-11-02', '2026-10-31')).toBe(2);
    expect(diffDays('2025-03-01', '2024-03-01')).toBe(365);
    expect(diffDays('2024-03-01', '2025-03-01')).toBe(-365);
  });

  it('handles years before 100 as themselves', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
    expect(diffDays('0001-01-01', '0000-12-31')).toBe(1);
  });

  it('refuses keys that are not dates and steps that are not whole days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-03-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => diffDays('2026-03-01', 'today')).toThrow(RangeError);
  });

  it('are inverse: adding n days gives a key n days later', () => {
    fc.assert(
      fc.property(anyDateKey, dayCount, (key, n) => {
        const later = addDays(key, n);
        expect(isDateKey(later)).toBe(true);
        expect(diffDays(later, key)).toBe(n);
        expect(addDays(later, -n)).toBe(key);
      }),
    );
  });

  it('compose and keep the order of keys', () => {
    fc.assert(
      fc.property(anyDateKey, dayCount, dayCount, (key, a, b) => {
        expect(addDays(addDays(key, a), b)).toBe(addDays(key, a + b));
        const [first, second] = [addDays(key, a), addDays(key, b)];
        expect(Math.sign(diffDays(first, second))).toBe(Math.sign(a - b));
        expect(first < second).toBe(a < b);
      }),
    );
  });
});

describe('toEpochDay', () => {
  it('counts the days Date counts, for every year a key can name', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const key = date.toISOString().slice(0, 10);
        expect(toEpochDay(key)).toBe(Math.floor(date.getTime() / 86_400_000));
      }),
    );
    expect(toEpochDay('1970-01-01')).toBe(0);
    expect(toEpochDay('0000-03-01')).toBe(-719_468);
    expect(toEpochDay('2024-02-29')).toBe(toEpochDay('2024-03-01') - 1);
  });
});

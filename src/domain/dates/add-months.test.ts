import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months';
import { diffDays } from './date-key';

const anyDateKey = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('8999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('addMonths', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-03-10', 6)).toBe('2026-09-10');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('refuses what is not a date key or a whole number of months', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
  });

  it('moves forward for positive months, by 28 to 31 days a month', () => {
    fc.assert(
      fc.property(anyDateKey, fc.integer({ min: 1, max: 120 }), (key, months) => {
        const days = diffDays(addMonths(key, months), key);
        expect(days).toBeGreaterThanOrEqual(28 * months - 3);
        expect(days).toBeLessThanOrEqual(31 * months);
      }),
    );
  });

  it('returns to the same day when no month on the way is too short', () => {
    fc.assert(
      fc.property(anyDateKey, fc.integer({ min: -120, max: 120 }), (key, months) => {
        fc.pre(Number(key.slice(8)) <= 28);
        expect(addMonths(addMonths(key, months), -months)).toBe(key);
      }),
    );
  });
});

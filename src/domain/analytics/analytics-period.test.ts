import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { weekdayNames } from '../preferences/preference-options';
import {
  bucketStart,
  countPeriodDays,
  orderedWeekdays,
  previousPeriod,
  resolvePeriod,
  weekdayOfDateKey,
} from './analytics-period';

const dateKey = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('analytics periods', () => {
  it('resolves the presets to periods ending today, both ends included', () => {
    expect(resolvePeriod('7d', '2026-03-10', null)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(resolvePeriod('year', '2026-03-10', null)).toEqual({ from: '2025-03-11', to: '2026-03-10' });
    expect(resolvePeriod('all', '2026-03-10', '2024-01-05')).toEqual({
      from: '2024-01-05',
      to: '2026-03-10',
    });
    expect(resolvePeriod('all', '2026-03-10', null)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('compares with the period of equal length just before', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: 0, max: 800 }), (to, length) => {
        const period = { from: addDays(to, -length), to };
        const previous = previousPeriod(period);
        expect(countPeriodDays(previous)).toBe(countPeriodDays(period));
        expect(addDays(previous.to, 1)).toBe(period.from);
      }),
    );
  });

  it('reads weekdays from the date alone, in any time zone the process runs in', () => {
    expect(weekdayOfDateKey('1970-01-01')).toBe(4);
    expect(weekdayOfDateKey('2026-03-01')).toBe(0);
    fc.assert(
      fc.property(dateKey, (day) => {
        expect(weekdayOfDateKey(day)).toBe(new Date(`${day}T12:00:00Z`).getUTCDay());
        expect(weekdayOfDateKey(addDays(day, 1))).toBe((weekdayOfDateKey(day) + 1) % 7);
      }),
    );
  });

  it('orders weekdays from the week start and starts weeks on it', () => {
    fc.assert(
      fc.property(dateKey, fc.constantFrom(...weekdayNames), (day, weekStart) => {
        const order = orderedWeekdays(weekStart);
        expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(order[0]).toBe(weekdayNames.indexOf(weekStart));
        const start = bucketStart(day, 'week', weekStart);
        expect(weekdayOfDateKey(start)).toBe(order[0]);
        expect(start <= day && addDays(start, 6) >= day).toBe(true);
      }),
    );
  });
});

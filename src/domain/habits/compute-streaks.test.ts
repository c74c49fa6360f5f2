import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { computeStreaks } from './compute-streaks';

const today = '2026-03-10';
const daysBefore = (...offsets: number[]) => offsets.map((offset) => addDays(today, -offset));

describe('computeStreaks', () => {
  it('is zero without completions', () => {
    expect(computeStreaks([], today)).toEqual({ current: 0, best: 0 });
  });

  it('counts back from today when today is done', () => {
    expect(computeStreaks(daysBefore(0, 1, 2), today)).toEqual({ current: 3, best: 3 });
  });

  it('keeps the streak alive from yesterday while today is not done yet', () => {
    expect(computeStreaks(daysBefore(1, 2, 3, 4), today)).toEqual({ current: 4, best: 4 });
  });

  it('is broken once a whole day was missed', () => {
    expect(computeStreaks(daysBefore(2, 3, 4), today)).toEqual({ current: 0, best: 3 });
  });

  it('remembers the longest run ever, across month ends and in any order', () => {
    const dates = ['2026-02-27', '2026-01-30', '2026-02-28', '2026-03-01', '2026-01-31', '2026-03-02', today];
    expect(computeStreaks(dates, today)).toEqual({ current: 1, best: 4 });
  });

  it('ignores repeats, future days and values that are not dates', () => {
    const dates = [
      ...daysBefore(0, 0, 1, 1),
      addDays(today, 1),
      addDays(today, 2),
      'yesterday',
      '2026-02-30',
    ];
    expect(computeStreaks(dates, today)).toEqual({ current: 2, best: 2 });
  });

  it('never has a current streak longer than the best one or the number of days done', () => {
    const offsets = fc.array(fc.integer({ min: -5, max: 60 }), { maxLength: 60 });
    fc.assert(
      fc.property(offsets, (list) => {
        const dates = list.map((offset) => addDays(today, -offset));
        const { current, best } = computeStreaks(dates, today);
        const pastDays = new Set(list.filter((offset) => offset >= 0)).size;
        expect(current).toBeLessThanOrEqual(best);
        expect(best).toBeLessThanOrEqual(pastDays);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import { computeStreaks } from './compute-streaks';
import { predictStreaksAfterToday } from './predict-streaks';

const today = '2026-11-22';
/** Completed days among the 40 before today. */
const history = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 40 })
  .map((ago) => ago.map((days) => addDays(today, -days)));

describe('predictStreaksAfterToday', () => {
  it('gives the current streak computeStreaks gives once today is checked', () => {
    fc.assert(
      fc.property(history, (days) => {
        const predicted = predictStreaksAfterToday(computeStreaks(days, today), {
          wasDone: false,
          isDone: true,
        });
        expect(predicted).toEqual(computeStreaks([...days, today], today));
      }),
    );
  });

  it('gives the current streak computeStreaks gives once today is unchecked, and never a higher best', () => {
    fc.assert(
      fc.property(history, (days) => {
        const actual = computeStreaks(days, today);
        const predicted = predictStreaksAfterToday(computeStreaks([...days, today], today), {
          wasDone: true,
          isDone: false,
        });
        expect(predicted.current).toBe(actual.current);
        expect(predicted.best).toBeGreaterThanOrEqual(actual.best);
      }),
    );
  });

  it('leaves the streaks alone when completion does not change', () => {
    expect(predictStreaksAfterToday({ current: 3, best: 9 }, { wasDone: true, isDone: true })).toEqual({
      current: 3,
      best: 9,
    });
  });
});

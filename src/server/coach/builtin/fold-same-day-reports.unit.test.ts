import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtures } from './eval/coach-fixtures';
import { foldSameDayReports } from './fold-same-day-reports';

describe('foldSameDayReports', () => {
  const context = fixtures.active_user;
  const log = (value: number, date = '2026-03-12') => ({
    type: 'log_habit',
    habit_id: 'h-water',
    date,
    value_number: value,
  });

  it('sums sittings on a day with nothing logged, and keeps other days apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 4 }), (amounts) => {
        const folded = foldSameDayReports(
          [...amounts.map((amount) => log(amount)), log(7, '2026-03-11')],
          context,
        );
        expect(folded).toHaveLength(2);
        expect(folded[0]?.value_number).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        expect(folded[1]?.value_number).toBe(7);
      }),
    );
  });

  it('never lowers the day below what any one clause proposed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), fc.integer({ min: 8, max: 40 }), (first, second) => {
        // Yesterday already holds 8 glasses; each clause was read against it.
        const [folded] = foldSameDayReports([log(first, '2026-03-11'), log(second, '2026-03-11')], context);
        expect(folded?.value_number).toBeGreaterThanOrEqual(Math.max(first, second));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { proposed } from './test/coach-test-helpers';

/**
 * A report with no day of its own, after a first report on a past day, is on that day too; a time of today
 * ("just now", "this morning") is a day of its own (read-several-requests.ts, `withOpeningDay`).
 */
describe('the first report’s past day holds for the next', () => {
  it.each([
    ['5k run on tuesday plus a stretch after', '2026-03-10'],
    ['ran 3 km yesterday, plus a quick stretch', '2026-03-11'],
    ['3km run wednesday + stretched afterwards', '2026-03-11'],
  ])('"%s" logs both on %s', (message, date) => {
    expect(proposed(message)).toMatchObject({
      type: 'batch',
      actions: [
        { habit_id: 'h-run', date },
        { habit_id: 'h-stretch', date },
      ],
    });
  });

  it('a time of today keeps its own day', () => {
    expect(proposed('ran 3 km yesterday, plus 30 pages of reading this morning')).toMatchObject({
      actions: [{ date: '2026-03-11' }, { date: '2026-03-12' }],
    });
  });
});

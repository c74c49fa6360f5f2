import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readWeekday } from '../habits/build-heatmap-grid';
import { addDays, diffDays } from './date-key';
import { buildWeekBuckets, startOfWeek, weeksBefore } from './week-buckets';

const arbDay = fc.integer({ min: 0, max: 40_000 }).map((offset) => addDays('1990-01-01', offset));

describe('week buckets', () => {
  it('start on the week start, follow each other without gaps, and end with the week holding today', () => {
    fc.assert(
      fc.property(
        arbDay,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 20 }),
        (today, weekStart, count) => {
          const weeks = buildWeekBuckets(today, weekStart, count);
          expect(weeks).toHaveLength(count);
          for (const week of weeks) expect(readWeekday(week.week_start)).toBe(weekStart);
          for (let index = 1; index < weeks.length; index += 1) {
            expect(diffDays(weeks[index]?.week_start ?? '', weeks[index - 1]?.week_end ?? '')).toBe(1);
          }
          const last = weeks.at(-1);
          expect(last?.week_end).toBe(today);
          expect(diffDays(today, last?.week_start ?? '')).toBeLessThan(7);
        },
      ),
    );
  });

  it('places every day in the bucket that holds it', () => {
    fc.assert(
      fc.property(
        arbDay,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 83 }),
        (today, weekStart, back) => {
          const day = addDays(today, -back);
          const weeks = buildWeekBuckets(today, weekStart, 12);
          fc.pre(day >= (weeks[0]?.week_start ?? ''));
          const bucket = weeks.find(
            (week) => week.weeksAgo === weeksBefore(day, startOfWeek(today, weekStart)),
          );
          expect(bucket).toBeDefined();
          expect(day >= (bucket?.week_start ?? '') && day <= (bucket?.week_end ?? '')).toBe(true);
        },
      ),
    );
  });

  it('starts a Monday week on Monday, whatever the day', () => {
    expect(startOfWeek('2026-11-25', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-25', 0)).toBe('2026-11-22');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from '../dates/parse-loose-time';
import { computeWeeklyHours, type TScheduleEntry } from './compute-weekly-hours';

const minuteOfDay = fc.integer({ min: 0, max: 1439 });
const entry = fc
  .record({ day: fc.constantFrom('monday', 'tuesday', 'sunday'), start: minuteOfDay, end: minuteOfDay })
  .map(({ day, start, end }) => ({ day, start: formatTimeOfDay(start), end: formatTimeOfDay(end) }));

describe('computeWeeklyHours', () => {
  it('adds up the blocks of the week', () => {
    expect(
      computeWeeklyHours([
        { day: 'monday', start: '09:00', end: '10:30' },
        { day: 'wednesday', start: '09:00', end: '10:30' },
        { day: 'saturday', start: '07:15', end: '08:00' },
      ]),
    ).toBe(3.8);
    expect(computeWeeklyHours([])).toBe(0);
  });

  it('adds 24 hours to an end before the start', () => {
    expect(computeWeeklyHours([{ day: 'friday', start: '22:00', end: '06:00' }])).toBe(8);
    expect(computeWeeklyHours([{ day: 'friday', start: '23:50', end: '00:10' }])).toBe(0.3);
    expect(computeWeeklyHours([{ day: 'friday', start: '21:00', end: '24:00' }])).toBe(3);
    expect(computeWeeklyHours([{ day: 'friday', start: '10:00', end: '10:00' }])).toBe(0);
  });

  it('rounds to one decimal, and ignores times it cannot read', () => {
    expect(computeWeeklyHours([{ start: '09:00', end: '09:20' }])).toBe(0.3);
    expect(computeWeeklyHours([{ start: '09:00', end: '09:02' }])).toBe(0);
    expect(
      computeWeeklyHours([
        { start: '09:00', end: 'lunch' },
        { start: '9am', end: '10am' },
      ]),
    ).toBe(1);
  });

  it('is a whole number of tenths from 0 to 24 hours a block, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries: TScheduleEntry[]) => {
        const hours = computeWeeklyHours(entries);
        expect(Math.abs(hours * 10 - Math.round(hours * 10))).toBeLessThan(1e-9);
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThanOrEqual(24 * entries.length);
        expect(computeWeeklyHours([...entries].reverse())).toBe(hours);
      }),
    );
  });

  it('never falls when a block is added', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), entry, (entries, extra) => {
        // Rounding can hide at most 3 minutes either way, so compare with that margin.
        expect(computeWeeklyHours([...entries, extra])).toBeGreaterThanOrEqual(
          computeWeeklyHours(entries) - 0.1,
        );
      }),
    );
  });

  it('reads an overnight block as the same block split at midnight', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (start, end) => {
        fc.pre(end < start);
        const overnight = computeWeeklyHours([{ start: formatTimeOfDay(start), end: formatTimeOfDay(end) }]);
        const split = computeWeeklyHours([
          { start: formatTimeOfDay(start), end: '24:00' },
          { start: '00:00', end: formatTimeOfDay(end) },
        ]);
        expect(overnight).toBe(split);
      }),
    );
  });
});

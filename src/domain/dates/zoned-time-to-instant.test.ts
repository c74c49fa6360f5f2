import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInTimeZone } from './today-in-time-zone';
import { zonedTimeToInstant } from './zoned-time-to-instant';

const at = (date: string, minutes: number, zone: string) =>
  zonedTimeToInstant(date, minutes, zone)?.toISOString() ?? null;

describe('zonedTimeToInstant', () => {
  it('reads a wall-clock time in the given zone', () => {
    expect(at('2026-03-10', 9 * 60, 'UTC')).toBe('2026-03-10T09:00:00.000Z');
    expect(at('2026-03-10', 9 * 60 + 30, 'Europe/Paris')).toBe('2026-03-10T08:30:00.000Z');
    expect(at('2026-03-10', 9 * 60, 'Pacific/Auckland')).toBe('2026-03-09T20:00:00.000Z');
    expect(at('2026-03-10', 1440, 'America/New_York')).toBe('2026-03-11T04:00:00.000Z');
  });

  it('has no answer in the hour skipped when clocks go forward, and takes the first of a repeated hour', () => {
    expect(at('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(at('2026-03-08', 3 * 60, 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-11-01', 60 + 30, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses an unknown zone or a bad date or time', () => {
    expect(at('2026-03-10', 60, 'Mars/Olympus')).toBeNull();
    expect(at('2026-02-30', 60, 'UTC')).toBeNull();
    expect(at('2026-03-10', 1441, 'UTC')).toBeNull();
  });

  it('lands on the same local date for any time before midnight', () => {
    const zones = fc.constantFrom(
      'UTC',
      'Europe/Paris',
      'America/New_York',
      'Asia/Kolkata',
      'Pacific/Chatham',
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        zones,
        (day, minutes, zone) => {
          const date = day.toISOString().slice(0, 10);
          const instant = zonedTimeToInstant(date, minutes, zone);
          if (instant) expect(todayInTimeZone(instant, zone)).toBe(date);
        },
      ),
      { numRuns: 200 },
    );
  });
});

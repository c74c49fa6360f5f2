import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDays, isDateKey } from './date-key';
import { todayInTimeZone } from './today-in-time-zone';

const zones = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
];

describe('todayInTimeZone', () => {
  it('gives the local calendar date in the zone', () => {
    const now = new Date('2026-03-01T03:30:00Z');
    expect(todayInTimeZone(now, 'UTC')).toBe('2026-03-01');
    expect(todayInTimeZone(now, 'America/New_York')).toBe('2026-02-28');
    expect(todayInTimeZone(now, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(todayInTimeZone(new Date('2026-03-01T22:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });

  it('follows daylight saving time', () => {
    // New York is UTC-5 in winter and UTC-4 in summer.
    expect(todayInTimeZone(new Date('2026-01-15T04:30:00Z'), 'America/New_York')).toBe('2026-01-14');
    expect(todayInTimeZone(new Date('2026-07-15T04:30:00Z'), 'America/New_York')).toBe('2026-07-15');
  });

  it('falls back to the UTC date for an unknown zone', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(todayInTimeZone(now, 'Mars/Olympus_Mons')).toBe('2026-03-01');
    expect(todayInTimeZone(now, '')).toBe('2026-03-01');
  });

  it('is never more than a day from the UTC date, and never throws for any zone name', () => {
    const instant = fc.date({
      min: new Date('1970-01-01Z'),
      max: new Date('2100-01-01Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.oneof(fc.constantFrom(...zones), fc.string()), (now, zone) => {
        const key = todayInTimeZone(now, zone);
        expect(isDateKey(key)).toBe(true);
        expect(Math.abs(diffDays(key, now.toISOString().slice(0, 10)))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('answers every instant of a minute alike, as asking the zone afresh would', () => {
    const fresh = (now: Date, zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now);
    const minuteStart = fc
      .integer({ min: Date.UTC(1973, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
      .map((minute) => minute * 60_000);
    const nearMidnights = fc
      .constantFrom(...zones)
      .chain((zone) =>
        fc.tuple(
          fc.constant(zone),
          fc.oneof(minuteStart, fc.constantFrom(Date.UTC(2026, 2, 8, 4, 59), Date.UTC(2026, 2, 8, 5, 0))),
        ),
      );
    fc.assert(
      fc.property(
        nearMidnights,
        fc.array(fc.integer({ min: 0, max: 59_999 }), { minLength: 1 }),
        ([zone, start], offsets) => {
          for (const offset of offsets) {
            const now = new Date(start + offset);
            expect(todayInTimeZone(now, zone)).toBe(fresh(now, zone));
          }
        },
      ),
    );
  });
});

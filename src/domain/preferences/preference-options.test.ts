import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, readWeekdayIndex, weekdayNames } from './preference-options';

describe('readWeekdayIndex', () => {
  it('counts from Sunday as Date#getUTCDay does, and falls back to Monday', () => {
    expect(weekdayNames.map(readWeekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Date('2026-03-08T00:00:00Z').getUTCDay()).toBe(readWeekdayIndex('sunday'));
    expect(readWeekdayIndex('someday')).toBe(1);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and UTC, not made-up names or offsets', () => {
    for (const zone of ['Europe/Paris', 'Pacific/Auckland', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ['', ' ', 'Mars/Olympus_Mons', 'Paris', 'GMT+25'])
      expect(isKnownTimeZone(zone)).toBe(false);
  });
});

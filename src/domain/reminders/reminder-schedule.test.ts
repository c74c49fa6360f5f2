import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/date-key';
import {
  allWeekdaysMask,
  appliesOn,
  findDueOccurrence,
  formatReminderTime,
  isQuietAt,
  maskToWeekdays,
  readLocalClock,
  readReminderTime,
  reminderCatchUpMs,
  reminderInstant,
  weekdaysToMask,
} from './reminder-schedule';

// Zones with DST either way, half-hour DST (Lord Howe), odd offsets (Kathmandu, Chatham), none (Kolkata).
const zones = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Santiago',
] as const;

// Days around clock changes of 2026 and ordinary days: where a wrong offset would show.
const transitionDates = [
  '2026-03-08', // New York forward
  '2026-03-29', // Paris forward
  '2026-10-25', // Paris back
  '2026-11-01', // New York back
  '2026-04-05', // Lord Howe, Chatham, Santiago back
  '2026-09-27', // Chatham forward
  '2026-10-04', // Lord Howe forward
  '2026-09-06', // Santiago forward
  '2026-06-15',
];

const arbZone = fc.constantFrom(...zones);
const arbDate = fc.oneof(
  fc.constantFrom(...transitionDates),
  fc.integer({ min: 0, max: 365 * 4 }).map((offset) => addDays('2025-01-01', offset)),
);
const arbMinute = fc.integer({ min: 0, max: 1439 });

describe('reminderInstant', () => {
  it('fires when the wall clock shows the time, or at the first minute after a skipped one', () => {
    fc.assert(
      fc.property(arbZone, arbDate, arbMinute, (zone, date, minute) => {
        const instant = reminderInstant(date, minute, zone);
        expect(instant).not.toBeNull();
        if (!instant) return;
        const shown = readLocalClock(instant, zone);
        expect(shown.date).toBe(date);
        expect(shown.minuteOfDay).toBeGreaterThanOrEqual(minute);
        if (shown.minuteOfDay !== minute) {
          // Skipped: the minute before the instant still showed a time before the reminder's (Santiago
          // skips midnight, so that minute may be on the day before).
          const before = readLocalClock(new Date(instant.getTime() - 60_000), zone);
          expect(before.date < date || (before.date === date && before.minuteOfDay < minute)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('moves 02:30 on the night Paris skips it to 03:00, and fires a repeated 02:30 at its first occurrence', () => {
    expect(reminderInstant('2026-03-29', 150, 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(reminderInstant('2026-10-25', 150, 'Europe/Paris')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Santiago skips its midnight: a 00:00 reminder fires at 01:00.
    expect(
      readLocalClock(reminderInstant('2026-09-06', 0, 'America/Santiago') as Date, 'America/Santiago'),
    ).toEqual({
      date: '2026-09-06',
      minuteOfDay: 60,
    });
    expect(reminderInstant('2026-03-29', 150, 'Not/AZone')).toBeNull();
  });
});

describe('findDueOccurrence', () => {
  it('finds each applicable day exactly once, at one instant, within the window, whatever the ticks', () => {
    fc.assert(
      fc.property(
        arbZone,
        fc.constantFrom(...transitionDates),
        arbMinute,
        fc.integer({ min: 1, max: allWeekdaysMask }),
        fc.integer({ min: 20, max: 900 }),
        (zone, date, minute, weekdays, tickSeconds) => {
          const timing = { minuteOfDay: minute, weekdays };
          // Two hours either side of the date's occurrence (computed alone), ticking like the scheduler.
          const around = reminderInstant(date, minute, zone)?.getTime() ?? 0;
          const start = around - 2 * 3_600_000;
          const end = around + 2 * 3_600_000;
          const seen = new Map<string, number>();
          for (let now = start; now < end; now += tickSeconds * 1000) {
            const due = findDueOccurrence(timing, zone, new Date(now));
            if (!due) continue;
            const late = now - due.dueAt.getTime();
            expect(late >= 0 && late < reminderCatchUpMs).toBe(true);
            const earlier = seen.get(due.date);
            if (earlier !== undefined) expect(due.dueAt.getTime()).toBe(earlier);
            seen.set(due.date, due.dueAt.getTime());
          }
          // The middle date is wholly inside the sweep: found when the reminder applies on it.
          expect(seen.has(date)).toBe(appliesOn(timing, date));
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('never answers a reminder that fired longer ago than the window', () => {
    const timing = { minuteOfDay: 9 * 60, weekdays: allWeekdaysMask };
    expect(findDueOccurrence(timing, 'Europe/Paris', new Date('2026-06-15T07:29:00Z'))?.date).toBe(
      '2026-06-15',
    );
    expect(findDueOccurrence(timing, 'Europe/Paris', new Date('2026-06-15T07:30:00Z'))).toBeNull();
    expect(findDueOccurrence(timing, 'Europe/Paris', new Date('2026-06-15T06:59:00Z'))).toBeNull();
  });
});

describe('quiet period and formats', () => {
  it('reads a period crossing midnight as the complement of its reverse', () => {
    fc.assert(
      fc.property(arbMinute, arbMinute, arbMinute, (minute, start, end) => {
        fc.pre(start !== end);
        expect(isQuietAt(minute, { start, end })).toBe(!isQuietAt(minute, { start: end, end: start }));
      }),
    );
    expect(isQuietAt(23 * 60, { start: 22 * 60, end: 7 * 60 })).toBe(true);
    expect(isQuietAt(7 * 60, { start: 22 * 60, end: 7 * 60 })).toBe(false);
    expect(isQuietAt(600, null)).toBe(false);
  });

  it('round-trips times and weekdays', () => {
    fc.assert(
      fc.property(arbMinute, fc.uniqueArray(fc.integer({ min: 0, max: 6 })), (minute, days) => {
        expect(readReminderTime(formatReminderTime(minute))).toBe(minute);
        expect(maskToWeekdays(weekdaysToMask(days))).toEqual([...days].sort());
      }),
    );
  });
});

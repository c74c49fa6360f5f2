import { addDays, toEpochDay } from '../dates/date-key';
import { readWallClockMinutes, zonedTimeToInstant } from '../dates/zoned-time-to-instant';
import { readClockMinutes } from '../focus/agenda';
import { weekdayOfEpochDay } from '../habits/habit-schedule';

/**
 * When a habit's reminder is due (decision 0027). A reminder is a time of day on the user's own wall
 * clock, on some weekdays. It is due at the instant that wall clock shows the time on the date; a time
 * skipped when clocks go forward fires at the first valid instant after it (the jump), and a time that
 * happens twice when clocks go back fires at its first occurrence only.
 */

export const minutesPerDay = 1440;
/** A reminder missed (a restart, a slow tick) is still sent this long after it was due, never later. */
export const reminderCatchUpMs = 30 * 60_000;
export const allWeekdaysMask = 127;

export type TReminderTiming = { minuteOfDay: number; weekdays: number };
export type TDueOccurrence = { date: string; dueAt: Date };

const msPerMinute = 60_000;

/** "HH:MM" to minutes since midnight; null for anything else. */
export function readReminderTime(text: string): number | null {
  return readClockMinutes(text);
}

export function formatReminderTime(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** Weekdays (0 Sunday to 6 Saturday) to the stored bit mask and back. */
export function weekdaysToMask(weekdays: readonly number[]): number {
  return weekdays.reduce((mask, day) => mask | (1 << day), 0);
}

export function maskToWeekdays(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);
}

/** The user's wall clock at an instant: their local date and the minute of that day. */
export function readLocalClock(now: Date, timeZone: string): { date: string; minuteOfDay: number } {
  const wall = readWallClockMinutes(now.getTime(), timeZone);
  const day = Math.floor(wall / minutesPerDay);
  return {
    date: new Date(day * minutesPerDay * msPerMinute).toISOString().slice(0, 10),
    minuteOfDay: wall - day * minutesPerDay,
  };
}

/**
 * The instant a reminder set for `minuteOfDay` fires on `date` in `timeZone`: when the wall clock
 * shows that time, or, when clocks skip it, the first minute of the date that exists after it. Null
 * when no later minute of the date exists (a zone that skipped a whole day) or the zone is unknown.
 */
export function reminderInstant(date: string, minuteOfDay: number, timeZone: string): Date | null {
  if (!isKnownTimeZone(timeZone)) return null;
  for (let minute = minuteOfDay; minute < minutesPerDay; minute += 1) {
    const instant = zonedTimeToInstant(date, minute, timeZone);
    if (instant) return instant;
  }
  return null;
}

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows an IANA zone; the scheduler reads an unknown saved zone as UTC. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

export function appliesOn(timing: TReminderTiming, date: string): boolean {
  return (timing.weekdays & (1 << weekdayOfEpochDay(toEpochDay(date)))) !== 0;
}

/**
 * The occurrence of a reminder that is due at `now`: fired at or before now and less than `windowMs`
 * ago. Only the local today and yesterday can hold one (a window is shorter than a day). The date is
 * the occurrence's key: with the reminder's id it makes the dedupe key, so each is sent once.
 */
export function findDueOccurrence(
  timing: TReminderTiming,
  timeZone: string,
  now: Date,
  windowMs = reminderCatchUpMs,
): TDueOccurrence | null {
  const today = readLocalClock(now, timeZone).date;
  for (const date of [today, addDays(today, -1)]) {
    if (!appliesOn(timing, date)) continue;
    const dueAt = reminderInstant(date, timing.minuteOfDay, timeZone);
    if (!dueAt) continue;
    const late = now.getTime() - dueAt.getTime();
    if (late >= 0 && late < windowMs) return { date, dueAt };
  }
  return null;
}

/**
 * Whether a minute of the day falls in the quiet period [start, end): start after end crosses midnight
 * (22:00 to 07:00); start equal to end is no quiet period at all.
 */
export function isQuietAt(minuteOfDay: number, quiet: { start: number; end: number } | null): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  if (quiet.start < quiet.end) return minuteOfDay >= quiet.start && minuteOfDay < quiet.end;
  return minuteOfDay >= quiet.start || minuteOfDay < quiet.end;
}

import { diffDays } from './date-key';

const longDateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const calendarDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' });

// Date keys are calendar dates: formatted at UTC midnight, they never shift a day.
const toUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Wednesday, November 25, 2026" in the reader's locale. */
export function formatLongDate(day: string): string {
  return longDateFormat.format(toUtcDate(day));
}

/** "Nov 25" in the reader's locale. */
export function formatShortDate(day: string): string {
  return shortDateFormat.format(toUtcDate(day));
}

/**
 * "Nov 30, 2027" (en-US) or "30 Nov 2027" (en-GB): how a date with its year is written wherever a person
 * reads one (goal deadlines, the public dashboard, a skill's entries), never "2027-11-30".
 */
export function formatCalendarDate(day: string): string {
  return calendarDateFormat.format(toUtcDate(day));
}

const instantDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The day of a moment (an ISO timestamp: a token made, a partnership begun) in the reader's own time
 * zone, written as formatCalendarDate writes a date, so a date reads one way on every screen.
 */
export function formatInstantDate(instant: string): string {
  return instantDateFormat.format(new Date(instant));
}

/** The tracker's heading for a day: Today, Yesterday, a weekday within the week, else a short date. */
export function readDayTitle(day: string | null, today: string | null): string {
  if (day === null || day === today) return 'Today';
  if (today === null) return formatShortDate(day);
  const daysAgo = diffDays(today, day);
  if (daysAgo === 1) return 'Yesterday';
  return daysAgo < 7 ? weekdayFormat.format(toUtcDate(day)) : formatShortDate(day);
}

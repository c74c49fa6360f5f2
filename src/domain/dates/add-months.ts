import { isDateKey } from './date-key';

/**
 * The key n calendar months after (or before) the given key, on the same day of the month or the
 * month's last day when it is shorter: 2026-08-31 plus 6 months is 2027-02-28.
 */
export function addMonths(dateKey: string, months: number): string {
  if (!isDateKey(dateKey)) throw new RangeError(`Not a date key: ${dateKey}`);
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const newYear = Math.floor(monthIndex / 12);
  if (newYear < 0 || newYear > 9999) throw new RangeError(`Date out of range: ${dateKey} + ${months} months`);
  const prefix = `${padNumber(newYear, 4)}-${padNumber((monthIndex % 12) + 1, 2)}-`;
  // Every month has a 28th, so stepping back from the day finds the month's last day at worst.
  let newDay = day;
  while (!isDateKey(`${prefix}${padNumber(newDay, 2)}`)) newDay -= 1;
  return `${prefix}${padNumber(newDay, 2)}`;
}

function padNumber(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

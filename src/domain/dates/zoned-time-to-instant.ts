import { isDateKey } from './date-key';

const formatters = new Map<string, Intl.DateTimeFormat>();

function readFormatter(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

/** The wall-clock time at an instant in a zone, as minutes since 1970-01-01 00:00 of that clock. */
export function readWallClockMinutes(instant: number, timeZone: string): number {
  const parts = readFormatter(timeZone).formatToParts(new Date(instant));
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const date = new Date(0);
  date.setUTCFullYear(read('year'), read('month') - 1, read('day'));
  date.setUTCHours(read('hour'), read('minute'));
  return date.getTime() / 60_000;
}

/**
 * The instant a wall clock in `timeZone` shows `minutesOfDay` (0 to 1440; 1440 is the next midnight) on
 * `dateKey`. Null when that time does not exist there (the hour skipped when clocks go forward) or the
 * zone is unknown. A time that happens twice (clocks going back) is its first occurrence.
 */
export function zonedTimeToInstant(dateKey: string, minutesOfDay: number, timeZone: string): Date | null {
  if (!isDateKey(dateKey) || !Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay > 1440) {
    return null;
  }
  try {
    readFormatter(timeZone);
  } catch {
    return null;
  }
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  const wallMinutes = wall.getTime() / 60_000 + minutesOfDay;
  // A zone's offset is within ±18 hours: try the offsets in force around that wall time, earliest first.
  const offsets = [-18 * 60, 18 * 60].map((shift) => {
    const instant = (wallMinutes + shift) * 60_000;
    return readWallClockMinutes(instant, timeZone) - instant / 60_000;
  });
  const candidates = [...new Set(offsets)]
    .map((offset) => (wallMinutes - offset) * 60_000)
    .filter((instant) => readWallClockMinutes(instant, timeZone) === wallMinutes)
    .sort((a, b) => a - b);
  return candidates[0] === undefined ? null : new Date(candidates[0]);
}

// Building a formatter costs far more than using one, and "today" is asked for on every log and action.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) at the instant `now` in an IANA time zone such as 'Europe/Paris'.
 * Works for any instant, not only the present, so it also gives the local date of a stored timestamp.
 * An unknown zone falls back to UTC: a user's saved zone may come from an old browser.
 */
export function todayInTimeZone(now: Date, timeZone: string): string {
  const time = now.getTime();
  const minute = Math.floor(time / 60_000);
  const known = lastAnswers.get(timeZone);
  if (known?.minute === minute) return known.date;
  const formatter = readFormatter(timeZone);
  if (!formatter) return now.toISOString().slice(0, 10);
  const parts = formatter.formatToParts(now);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const date = `${read('year').padStart(4, '0')}-${read('month')}-${read('day')}`;
  if (time >= wholeMinuteOffsetsSince) lastAnswers.set(timeZone, { minute, date });
  return date;
}

/**
 * Every zone's offset from UTC has been a whole number of minutes since 1972 (Monrovia's -0:44:30
 * was the last exception), so a local midnight falls on a whole UTC minute and the date cannot change
 * within one: the last answer per zone holds for the rest of its minute. Formatting is the costly part
 * of asking, and a busy server asks every few milliseconds.
 */
const wholeMinuteOffsetsSince = Date.UTC(1973, 0, 1);
const lastAnswers = new Map<string, { minute: number; date: string }>();

function readFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

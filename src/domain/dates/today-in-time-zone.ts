// Building a formatter costs far more than using one, and "today" is asked for on every log and action.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) at the instant `now` in an IANA time zone such as 'Europe/Paris'.
 * Works for any instant, not only the present, so it also gives the local date of a stored timestamp.
 * An unknown zone falls back to UTC: a user's saved zone may come from an old browser.
 */
export function todayInTimeZone(now: Date, timeZone: string): string {
  const formatter = readFormatter(timeZone);
  if (!formatter) return now.toISOString().slice(0, 10);
  const parts = formatter.formatToParts(now);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${read('year').padStart(4, '0')}-${read('month')}-${read('day')}`;
}

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

import { diffDays, isDateKey } from './date-key';

/**
 * Every date a person reads is written here, and only here (issue 35, decision 0031; a unit test,
 * date-formatting-scan.test.ts, keeps other files from formatting dates themselves). The app writes
 * dates one way, British English ("30 Nov 2027", "Thursday 12 March", "Mon 16 Mar"): the product's
 * words are English, the spec names no date setting, and the server (e-mails, the coach, the public
 * dashboard drawn on the server) cannot know a reader's browser locale, so a page and its e-mail would
 * otherwise disagree. Each function takes the locale explicitly as its last argument for the day a
 * preference asks for another.
 */
export const dateLocale = 'en-GB';

const formats = new Map<string, Intl.DateTimeFormat>();

function readFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

// Date keys are calendar dates: formatted at UTC midnight, they never shift a day.
const toUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

type TDayWords = {
  weekday?: 'long' | 'short';
  day?: 'numeric';
  month?: 'long' | 'short';
  year?: 'numeric';
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const shortMonthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A date key in the app's own words, as Intl writes British English (day-titles.test.ts checks every
 * day of three centuries against it), without Intl: the first DateTimeFormat a page builds loads the
 * locale's data, 20 ms of a phone's main thread (70 ms with the CPU slowed 4x) in the tracker's first
 * render, for the heading. It also writes the same words on the server and in every browser, whatever
 * their ICU. Null for a combination the app does not use, which Intl then writes.
 */
function writeDayWords(day: string, words: TDayWords): string | null {
  const date = toUtcDate(day);
  const weekdayName = weekdayNames[date.getUTCDay()] ?? '';
  const weekday = words.weekday === 'short' ? weekdayName.slice(0, 3) : weekdayName;
  const calendar = [
    words.day && String(date.getUTCDate()),
    words.month && (words.month === 'short' ? shortMonthNames : monthNames)[date.getUTCMonth()],
    words.year && String(date.getUTCFullYear()),
  ]
    .filter(Boolean)
    .join(' ');
  if (!words.weekday) return words.month ? calendar : null;
  if (calendar === '') return weekday;
  if (!words.day || !words.month) return null;
  // A weekday leads a full date ("Thursday 12 March"), with a comma once the year follows.
  return `${weekday}${words.year ? ',' : ''} ${calendar}`;
}

/** A date key in words; anything that is not a date key (a preview of invalid input) is left as it is. */
function formatDay(day: string, words: TDayWords, locale: string): string {
  if (!isDateKey(day)) return day;
  const written = locale === dateLocale ? writeDayWords(day, words) : null;
  return written ?? readFormat(locale, { ...words, timeZone: 'UTC' }).format(toUtcDate(day));
}

/** "Wednesday, 25 November 2026": the tracker's heading. */
export function formatLongDate(day: string, locale = dateLocale): string {
  return formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale);
}

/** "25 Nov": a day of this year, a chart's axis. */
export function formatShortDate(day: string, locale = dateLocale): string {
  return formatDay(day, { month: 'short', day: 'numeric' }, locale);
}

/**
 * "30 Nov 2027": how a date with its year is written wherever a person reads one (goal deadlines, the
 * public dashboard, a skill's entries, the coach's action previews), never "2027-11-30".
 */
export function formatCalendarDate(day: string, locale = dateLocale): string {
  return formatDay(day, { month: 'short', day: 'numeric', year: 'numeric' }, locale);
}

/** "Mon 16 Mar": a near day beside a pause ("back on Mon 16 Mar"). */
export function formatWeekdayShortDate(day: string, locale = dateLocale): string {
  return formatDay(day, { weekday: 'short', day: 'numeric', month: 'short' }, locale);
}

/** "Thursday 12 March" (with its year when asked): a day in a sentence, as the coach says it. */
export function formatWeekdayLongDate(day: string, withYear: boolean, locale = dateLocale): string {
  const year = withYear ? ({ year: 'numeric' } as const) : {};
  return formatDay(day, { weekday: 'long', day: 'numeric', month: 'long', ...year }, locale);
}

/** "Nov 2026": a month, on a chart's axis. */
export function formatMonthYear(day: string, locale = dateLocale): string {
  return formatDay(day, { month: 'short', year: 'numeric' }, locale);
}

/** "Nov": a month's name above a heatmap. */
export function formatMonthName(day: string, locale = dateLocale): string {
  return formatDay(day, { month: 'short' }, locale);
}

/** "Wednesday" (or "Wed"): a date key's weekday. */
export function formatWeekdayName(
  day: string,
  width: 'long' | 'short' = 'long',
  locale = dateLocale,
): string {
  return formatDay(day, { weekday: width }, locale);
}

/**
 * "5 Dec 2026": the day of a moment (an ISO timestamp: a token made, a partnership begun) in the given
 * time zone, the reader's own when none is given, written as formatCalendarDate writes a date.
 */
export function formatInstantDate(instant: string, timeZone?: string, locale = dateLocale): string {
  return readFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(instant),
  );
}

/** "5 Dec": a recent moment's day, without its year. */
export function formatInstantShortDate(instant: string, timeZone?: string, locale = dateLocale): string {
  return readFormat(locale, { month: 'short', day: 'numeric', timeZone }).format(new Date(instant));
}

/** "5 December 2026": a moment's day in full (a subscription's renewal). */
export function formatInstantLongDate(instant: string, timeZone?: string, locale = dateLocale): string {
  return readFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(instant));
}

/** "5 Dec 2026, 09:30": a moment with its time (a focus session's start, a webhook's last delivery). */
export function formatInstantDateTime(
  instant: string | Date,
  timeZone?: string,
  locale = dateLocale,
): string {
  return readFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** The tracker's heading for a day: Today, Yesterday, a weekday within the week, else a short date. */
export function readDayTitle(day: string | null, today: string | null): string {
  if (day === null || day === today) return 'Today';
  if (today === null) return formatShortDate(day);
  const daysAgo = diffDays(today, day);
  if (daysAgo === 1) return 'Yesterday';
  return daysAgo < 7 ? formatWeekdayName(day) : formatShortDate(day);
}

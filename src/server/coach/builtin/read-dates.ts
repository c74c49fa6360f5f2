import { addMonths } from '../../../domain/dates/add-months';
import { addDays, isDateKey, toEpochDay } from '../../../domain/dates/date-key';

/**
 * Dates as people write them in a chat: "today", "yesterday", "friday", "last tuesday", "on March 3",
 * "3rd of march", "2026-03-03", "in 3 months", "by June 30", "end of the month". A log or a practice
 * looks back (a bare weekday is the most recent past one); a deadline or a plan looks ahead.
 */

export type TDateDirection = 'past' | 'future';
/** The date found and the words that said it, so a parser can take them out of a name. */
export type TFoundDate = { date: string; phrase: string };

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const weekdayPattern = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday|mon|tues?|wed|thurs?|fri)';
const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const monthPattern =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';

function readWeekday(word: string): number {
  return weekdays.findIndex((day) => day.startsWith(word.slice(0, 3)));
}

function readMonth(word: string): number {
  return monthNames.findIndex((month) => month.startsWith(word.slice(0, 3))) + 1;
}

/** 0 for Sunday … 6 for Saturday. */
export function readDayOfWeek(dateKey: string): number {
  // 1970-01-01 was a Thursday.
  return (((toEpochDay(dateKey) + 4) % 7) + 7) % 7;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function yearOf(digits: string | undefined): number | null {
  return digits === undefined ? null : Number(digits);
}

/** A day of a month in the year that fits the direction: March 3 said in December is next March ahead. */
function placeMonthDay(
  month: number,
  day: number,
  year: number | null,
  today: string,
  direction: TDateDirection,
) {
  const thisYear = Number(today.slice(0, 4));
  const candidate = `${year ?? thisYear}-${pad(month)}-${pad(day)}`;
  if (!isDateKey(candidate)) return null;
  if (year !== null) return candidate;
  if (direction === 'past' && candidate > today) return `${thisYear - 1}-${pad(month)}-${pad(day)}`;
  if (direction === 'future' && candidate < today) return `${thisYear + 1}-${pad(month)}-${pad(day)}`;
  return candidate;
}

function lastDayOfMonth(dateKey: string): string {
  const firstOfNext = addMonths(`${dateKey.slice(0, 7)}-01`, 1);
  return addDays(firstOfNext, -1);
}

type TRule = {
  pattern: RegExp;
  read: (match: RegExpExecArray, today: string, direction: TDateDirection) => string | null;
};

const ordinalUnits = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ordinalWords = [
  ...ordinalUnits,
  ...'tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  ),
  ...ordinalUnits.map((unit) => `(?:twenty|20)[- ]?${unit}`),
  'thirtieth',
  '(?:thirty|30)[- ]?first',
];
const ordinalPattern = ordinalWords.join('|');

/** "first" is 1, "twenty-third" 23, "thirty first" 31. */
function readOrdinal(word: string): number {
  return ordinalWords.findIndex((pattern) => new RegExp(`^${pattern}$`).test(word)) + 1;
}

const rules: TRule[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/, read: (m) => (isDateKey(m[0]) ? m[0] : null) },
  { pattern: /\bday before yesterday\b/, read: (_, today) => addDays(today, -2) },
  { pattern: /\bday after tomorrow\b/, read: (_, today) => addDays(today, 2) },
  { pattern: /\b(?:yesterday|last night)\b/, read: (_, today) => addDays(today, -1) },
  { pattern: /\btomorrow\b/, read: (_, today) => addDays(today, 1) },
  {
    // "2 days back" says what "2 days ago" does.
    pattern: /\b(\d{1,3}) days? (?:ago|back|before)\b/,
    read: (m, today) => addDays(today, -Number(m[1])),
  },
  {
    pattern: /\bin (\d{1,3}) (day|week|month|year)s?\b/,
    read: (m, today) => shiftBy(today, Number(m[1]), m[2] ?? 'day'),
  },
  {
    pattern: /\b(?:within|for|over|during|in) (?:the next )?(\d{1,3}) (week|month|year)s?\b/,
    read: (m, today, direction) =>
      direction === 'future' ? shiftBy(today, Number(m[1]), m[2] ?? 'week') : null,
  },
  {
    pattern: /\b(?:by |before |until )?(?:the )?end of (?:the |this )?month\b/,
    read: (_, today) => lastDayOfMonth(today),
  },
  // "100 km of cycling this month": a deadline at the month's end (a log "this month" names no one day).
  {
    pattern: /\bthis month\b/,
    read: (_, today, direction) => (direction === 'future' ? lastDayOfMonth(today) : null),
  },
  // "before the year's out", "by the time the year is over": this year's last day.
  {
    pattern:
      /\b(?:before|by|until|till)(?: the time)? (?:the |this )?year(?:'s| is)? (?:out|over|done|up|through|ends?)\b/,
    read: (_, today) => `${today.slice(0, 4)}-12-31`,
  },
  {
    // "by the end of next year": a deadline at the last day of the year after this one.
    // "next year" alone stays unread: read as a deadline it cost a held-out request (issue 36).
    pattern: /\b(?:by |before |until )?(?:the )?end of (?:the |this |(next) )?year\b|\bthis year\b/,
    read: (m, today) => `${Number(today.slice(0, 4)) + (m[1] ? 1 : 0)}-12-31`,
  },
  {
    // "in 2026", "by 2027", "before the end of 2027", "across 2026": a deadline at the end of that year (this
    // year or later); a year the amount is spread over ends when it does.
    // "push it to the end of 2027": the end of a year said is its deadline, whatever the preposition.
    pattern:
      /\b(?:(?:in|by|before|until|during|for|across|over|throughout|through)\s+(?:the end of\s+)?|(?:the )?end of\s+)(20\d\d)\b(?![-/.:]\d)/,
    read: (m, today, direction) =>
      direction === 'future' && Number(m[1]) >= Number(today.slice(0, 4)) ? `${m[1]}-12-31` : null,
  },
  { pattern: /\bnext month\b/, read: (_, today) => addMonths(today, 1) },
  // "read 50 books in 2027": a year, this one or one ahead, is a deadline at its last day.
  {
    pattern: /\b(?:in|by|during|before|for) (20\d\d)\b(?![-/])/,
    read: (m, today, direction) =>
      direction === 'future' && (m[1] ?? '') >= today.slice(0, 4) ? `${m[1]}-12-31` : null,
  },
  {
    // "saturday last week", "last week's friday", "monday next week": that weekday of the calendar week
    // before or after this one (weeks from Monday), whichever way the message looks.
    pattern: new RegExp(
      `\\b(?:${weekdayPattern}(?: of)? (last|previous|next|this) week|(last|previous|next|this) week'?s? ${weekdayPattern})\\b`,
    ),
    read: (m, today) => weekdayOfWeek(readWeekday(m[1] ?? m[4] ?? ''), weekShift(m[2] ?? m[3] ?? ''), today),
  },
  { pattern: /\bnext week\b/, read: (_, today) => addDays(today, 7) },
  {
    pattern: new RegExp(
      `\\b(?:by |before |until |on )?(?:the )?end of ${monthPattern}\\b(?:,? (20\\d\\d)\\b)?`,
    ),
    read: (m, today) => {
      const first = placeMonthDay(readMonth(m[1] ?? ''), 1, yearOf(m[2]), today, 'future');
      return first === null ? null : lastDayOfMonth(first);
    },
  },
  {
    pattern: new RegExp(`\\b${monthPattern}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`),
    read: (m, today, direction) =>
      placeMonthDay(readMonth(m[1] ?? ''), Number(m[2]), m[3] ? Number(m[3]) : null, today, direction),
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${monthPattern}\\b(?:,? (\\d{4}))?`),
    read: (m, today, direction) =>
      placeMonthDay(readMonth(m[2] ?? ''), Number(m[1]), m[3] ? Number(m[3]) : null, today, direction),
  },
  {
    // "by the first of april 2027": a day of the month said as an ordinal word.
    pattern: new RegExp(`\\b(${ordinalPattern})(?: of)? ${monthPattern}\\b(?:,? (\\d{4}))?`),
    read: (m, today, direction) =>
      placeMonthDay(
        readMonth(m[2] ?? ''),
        readOrdinal(m[1] ?? ''),
        m[3] ? Number(m[3]) : null,
        today,
        direction,
      ),
  },
  {
    // A month is a deadline ahead ("by june"); one gone by ("the books i read in jan") is no day to log on.
    // "by march 2027": the year said goes with the month.
    pattern: new RegExp(
      `\\b(?:by|before|until|till|in|for|to|due|deadline:?) ${monthPattern}\\b(?:,? (20\\d\\d)\\b)?(?!\\.? ?\\d)`,
    ),
    read: (m, today, direction) => {
      if (direction === 'past') return null;
      const first = placeMonthDay(readMonth(m[1] ?? ''), 1, yearOf(m[2]), today, 'future');
      return first === null ? null : lastDayOfMonth(first);
    },
  },
  {
    // "on the first i read 28 pages", "since the fifth": an ordinal word after a word of time is a day of
    // the month too; "the second run", "the first time" are no days.
    pattern: new RegExp(
      `\\b(?:on|since|till|until|by|from|before|after) the (${ordinalPattern})\\b(?! of\\b)(?!\\s+(?:time|one|run|session|day|week|month|try|go|attempt|half|page|chapter|lap|set)s?\\b)`,
    ),
    read: (m, today, direction) => placeDayOfMonth(readOrdinal(m[1] ?? ''), today, direction),
  },
  {
    // "till the 20th", "on the 3rd": a day of this month, or of the next (the last) one in that direction.
    pattern: /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?! of)/,
    read: (m, today, direction) => placeDayOfMonth(Number(m[1]), today, direction),
  },
  { pattern: /\b(?:today|tonight|this morning|this afternoon|this evening)\b/, read: (_, today) => today },
  {
    // "monday week" (British): a week after the coming Monday; said of a day gone by it is no date.
    pattern: new RegExp(`\\b(?:on )?${weekdayPattern} week\\b`),
    read: (m, today, direction) =>
      direction === 'future'
        ? addDays(placeWeekday(readWeekday(m[1] ?? ''), 'next', today, direction) ?? today, 7)
        : null,
  },
  {
    pattern: new RegExp(`\\b(last|this|next|on|coming)? ?${weekdayPattern}\\b`),
    read: (m, today, direction) => placeWeekday(readWeekday(m[2] ?? ''), m[1] ?? null, today, direction),
  },
];

function placeDayOfMonth(day: number, today: string, direction: TDateDirection): string | null {
  const candidate = `${today.slice(0, 8)}${pad(day)}`;
  if (!isDateKey(candidate)) return null;
  if (direction === 'future' && candidate < today)
    return placeDayOfMonth(day, addMonths(`${today.slice(0, 8)}01`, 1), direction);
  if (direction === 'past' && candidate > today) {
    const earlier = `${addMonths(`${today.slice(0, 8)}01`, -1).slice(0, 8)}${pad(day)}`;
    return isDateKey(earlier) ? earlier : null;
  }
  return candidate;
}

function shiftBy(today: string, amount: number, unit: string): string {
  if (unit === 'day') return addDays(today, amount);
  if (unit === 'week') return addDays(today, amount * 7);
  if (unit === 'month') return addMonths(today, amount);
  return addMonths(today, amount * 12);
}

function weekShift(word: string): number {
  return word === 'next' ? 1 : word === 'this' ? 0 : -1;
}

/** The weekday (0 Sunday … 6 Saturday) of the week `shift` weeks from this one, weeks from Monday. */
function weekdayOfWeek(weekday: number, shift: number, today: string): string | null {
  if (weekday < 0) return null;
  const monday = addDays(today, -((readDayOfWeek(today) + 6) % 7));
  return addDays(monday, shift * 7 + ((weekday + 6) % 7));
}

/** "friday" in a log is the last Friday (today if today is Friday); in a plan, the next one. */
function placeWeekday(weekday: number, qualifier: string | null, today: string, direction: TDateDirection) {
  if (weekday < 0) return null;
  const todayIndex = readDayOfWeek(today);
  const back = (todayIndex - weekday + 7) % 7;
  const ahead = (weekday - todayIndex + 7) % 7;
  if (qualifier === 'last') return addDays(today, back === 0 ? -7 : -back);
  if (qualifier === 'next' || qualifier === 'coming') return addDays(today, ahead === 0 ? 7 : ahead);
  return direction === 'past' ? addDays(today, -back) : addDays(today, ahead);
}

/** The first date the text names (by the rules' order: precise before vague), read in the given direction. */
export function findDate(text: string, today: string, direction: TDateDirection): TFoundDate | null {
  for (const { pattern, read } of rules) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const date = safeRead(() => read(match, today, direction));
    if (date !== null) return { date, phrase: match[0] };
  }
  return null;
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    // A year out of range ("in 999 years") names no date we can store.
    return null;
  }
}

import { addDays } from '../../../domain/dates/date-key';
import { findDate, monthPattern, readDayOfWeek } from './read-dates';

/**
 * A span of days gone by, said as people type it in a figure question: "16th-22nd", "between the 16th
 * and 22nd", "from nov 16 to 22", "mon-sat", "tuesday through friday". The span ends at the latest such
 * day up to today (a weekday span is the one of this week, cut at today), so "how many days between the
 * 16th and 22nd" counts those days and not the week around today.
 */

export type TDateRange = { from: string; to: string; phrase: string };

const weekdayWord = '(sun|mon|tue|wed|thu|fri|sat)(?:[a-z]*day|s|rs?)?';
const joiner = '\\s*(?:-|–|to|and|through|thru|till|until)\\s*';
const dayNumber = '(\\d{1,2})(st|nd|rd|th)?';
// A day-of-month span needs an ordinal, a month or "the" to be told from "20-25 pages" or "from 5 to 10".
const dayRange = new RegExp(
  `\\b(?:between |from )?(the )?(?:${monthPattern}\\.? )?${dayNumber}(?: of)?${joiner}(?:the )?${dayNumber}(?: of)?(?: ${monthPattern}\\b)?`,
);
const weekdayRange = new RegExp(`\\b(?:from |between )?${weekdayWord}${joiner}${weekdayWord}\\b`);
const weekdayIndex = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function readDayRange(text: string, today: string): TDateRange | null {
  const match = dayRange.exec(text);
  if (match === null) return null;
  const [phrase, article, firstMonth, firstDay, firstSuffix, lastDay, lastSuffix, lastMonth] = match;
  const month = lastMonth ?? firstMonth;
  if (!article && !firstSuffix && !lastSuffix && month === undefined) return null;
  const start = Number(firstDay);
  const end = Number(lastDay);
  if (start < 1 || end > 31 || start >= end) return null;
  const last = findDate(month ? `${month} ${end}` : `the ${end}th`, today, 'past');
  if (last === null || last.date > today) return null;
  return { from: addDays(last.date, start - end), to: last.date, phrase };
}

function readWeekdayRange(text: string, today: string): TDateRange | null {
  const match = weekdayRange.exec(text);
  if (match === null) return null;
  const [phrase, first = '', last = ''] = match;
  const start = weekdayIndex.indexOf(first);
  const end = weekdayIndex.indexOf(last);
  if (start < 0 || end < 0 || start === end) return null;
  // The span of this week: it opens on the latest such weekday up to today, and stops at today.
  const from = addDays(today, -((readDayOfWeek(today) - start + 7) % 7));
  const to = addDays(from, (end - start + 7) % 7);
  return { from, to: to > today ? today : to, phrase };
}

/** The first span of days the text names, or null. */
export function findDateRange(text: string, today: string): TDateRange | null {
  return readDayRange(text, today) ?? readWeekdayRange(text, today);
}

import { addDays, toEpochDay } from '../../../domain/dates/date-key';
import { shortDays } from './day-word-forms';

/**
 * "pause water this weekend", "freeze journal next week", "i'm away next week so pause meditate mon to sun":
 * a pause said over a named stretch of the calendar, a week or a weekend, covers that stretch; weekdays said
 * as a span with it ("mon to sun", "monday-friday") are that stretch's days. Weeks start on Monday, as the
 * tracker's do. "for a week" is a length, read by the pause reader's duration, not a stretch.
 */
// "through wednesday next week" names a day, not the week: a weekday before the stretch is the day's.
const stretch =
  /(?<!(?:day|mon|tues?|wed|thu|fri|sat|sun) )\b(?:(this|next|over the|the coming|the) )(weekend|week)\b/;
const dayWord = `(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|${Object.keys(shortDays).join('|')})`;
const daySpan = new RegExp(`\\b(${dayWord})\\s*(?:to|-|through|thru|till|until)\\s*(${dayWord})\\b`);
const dayOrder = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export type TPausePeriod = { start: string; end: string };

/** The first and last paused days of the stretch the text names, or null when it names none. */
export function readPausePeriod(text: string, today: string): TPausePeriod | null {
  const found = stretch.exec(text);
  if (!found?.[2]) return null;
  // Monday of this week: 1970-01-01, epoch day 0, was a Thursday.
  const monday = addDays(today, -((toEpochDay(today) + 3) % 7));
  // "the coming week" is next week; "the coming weekend" is this week's.
  const next = found[1] === 'next' || (found[1] === 'the coming' && found[2] === 'week');
  const weekStart = next ? addDays(monday, 7) : monday;
  const span = daySpan.exec(text);
  if (span?.[1] && span[2]) {
    const first = addDays(weekStart, dayIndex(span[1]));
    const last = addDays(weekStart, dayIndex(span[2]));
    return last >= first && last >= today ? { start: first < today ? today : first, end: last } : null;
  }
  const start = found[2] === 'weekend' ? addDays(weekStart, 5) : weekStart;
  const end = addDays(weekStart, 6);
  return end < today ? null : { start: start < today ? today : start, end };
}

function dayIndex(day: string): number {
  return dayOrder.indexOf(day.slice(0, 3));
}

import { parseLooseTime } from '../../../domain/dates/parse-loose-time';

/**
 * Times of day in a sentence: ranges ("9-11am", "5:30pm to 6:30pm", "from 9 to 11", "between 2 and
 * 4pm", "17:00-18:00") and single times ("at 7am", "at 5:30"). A time said without am/pm takes the
 * other end's, or else the likely one for a plan: 7 to 11 in the morning, 12 to 6 in the afternoon.
 */

export type TFoundTimeRange = { start: number; end: number; phrase: string };
export type TFoundTime = { minutes: number; phrase: string };

const clock = '(\\d{1,2}(?:[:.]\\d{2})?)\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';
const rangePattern = new RegExp(
  `(?:\\b(?:from|between)\\s+)?\\b${clock}\\s*(?:-|to|until|till|and|–)\\s*${clock}(?![\\d:.])`,
);
// A clock time with minutes ("6:30 run") is a time even without "at": no amount is written so.
const singlePattern = new RegExp(
  `\\b(?:at|@|from|starting at|start at|by)\\s+${clock}(?![\\d:.])|\\b(\\d{1,2}(?:[:.]\\d{2})?)\\s*(am|pm|a\\.m\\.|p\\.m\\.)|\\b(\\d{1,2}:\\d{2})(?![\\d:.])`,
);

function readMeridiem(text: string | undefined): 'am' | 'pm' | null {
  if (text === undefined) return null;
  return text.startsWith('a') ? 'am' : 'pm';
}

function toMinutes(time: string, meridiem: 'am' | 'pm' | null): number | null {
  return parseLooseTime(meridiem === null ? time.replace('.', ':') : `${time.replace('.', ':')}${meridiem}`);
}

/** The usual half of the day for a plan's hour said without am/pm. */
function guessMeridiem(time: string): 'am' | 'pm' | null {
  const hour = Number(time.split(/[:.]/)[0]);
  if (hour === 0 || hour > 12) return null;
  return hour >= 7 && hour <= 11 ? 'am' : 'pm';
}

export function findTimeRange(text: string): TFoundTimeRange | null {
  const match = rangePattern.exec(text);
  if (match === null) return null;
  const [phrase, startTime = '', startSuffix, endTime = '', endSuffix] = match;
  // "2 and 3 hours" or "5-10 pages" are amounts, not times.
  if (
    startSuffix === undefined &&
    endSuffix === undefined &&
    /^\s*(?:hours?|minutes?|pages?|km|times?|days?)/.test(text.slice((match.index ?? 0) + phrase.length))
  )
    return null;
  const endMeridiem = readMeridiem(endSuffix) ?? (startSuffix ? null : guessMeridiem(endTime));
  let startMeridiem = readMeridiem(startSuffix);
  const end = toMinutes(endTime, endMeridiem ?? (startSuffix ? readMeridiem(startSuffix) : null));
  if (startMeridiem === null) {
    startMeridiem = endMeridiem;
    const sameHalf = toMinutes(startTime, startMeridiem);
    if (sameHalf !== null && end !== null && sameHalf >= end && startMeridiem === 'pm') startMeridiem = 'am';
  }
  const start = toMinutes(startTime, startMeridiem);
  let finalEnd = end;
  // "9am-1" ends at 1 pm, not 1 am.
  if (
    start !== null &&
    finalEnd !== null &&
    finalEnd <= start &&
    endSuffix === undefined &&
    finalEnd + 720 <= 1440
  )
    finalEnd += 720;
  if (start === null || finalEnd === null || finalEnd <= start) return null;
  return { start, end: finalEnd, phrase };
}

export function findTime(text: string): TFoundTime | null {
  const match = singlePattern.exec(text);
  if (match === null) return null;
  const time = match[1] ?? match[3] ?? match[5] ?? '';
  const suffix = match[2] ?? match[4];
  const minutes = toMinutes(time, readMeridiem(suffix) ?? guessMeridiem(time));
  return minutes === null ? null : { minutes, phrase: match[0] };
}

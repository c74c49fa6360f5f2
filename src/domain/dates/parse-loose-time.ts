/**
 * Times of day as people and language models write them: "9", "9am", "9 a.m.", "9:30 pm", "21:30",
 * "0930", "930", "21:30:00", "9.30". They are read as minutes after midnight, from 0 to 1440: "24:00"
 * (and "2400") is accepted because it is the one way to say that something ends at midnight.
 *
 * - With am/pm the hour is 1 to 12 (12 am is midnight, 12 pm is noon); without, 0 to 23.
 * - Three or four digits without a separator are hours and minutes ("930" is 9:30); one or two are hours.
 * - Seconds are allowed and dropped: a schedule is planned to the minute.
 * - A whole number is read as its digits (9 is 9:00, 930 is 9:30).
 * Anything else gives null.
 */

export const minutesPerDay = 1440;

const meridiemPattern = /^(.*?)\s*([ap])\.?\s*(?:m\.?)?$/;
const separatedPattern = /^(\d{1,2})(?:[:.](\d{2})(?::(\d{2}))?)?$/;
const compactPattern = /^(\d{1,2})(\d{2})$/;

export function parseLooseTime(input: unknown): number | null {
  const text = readTimeText(input);
  if (text === null) return null;
  const meridiem = meridiemPattern.exec(text);
  const clock = meridiem ? (meridiem[1] ?? '') : text;
  const match = separatedPattern.exec(clock) ?? compactPattern.exec(clock);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const seconds = Number(match[3] ?? 0);
  if (minutes > 59 || seconds > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem[2] === 'p' ? 12 : 0)) * 60 + minutes;
  }
  if (hours === 24 && minutes === 0 && seconds === 0) return minutesPerDay;
  return hours <= 23 ? hours * 60 + minutes : null;
}

/** Minutes after midnight as 24-hour "HH:MM" (1440 is "24:00"). */
export function formatTimeOfDay(minutes: number): string {
  const whole = Math.min(Math.max(Math.round(minutes), 0), minutesPerDay);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

function readTimeText(input: unknown): string | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? String(input) : null;
  return typeof input === 'string' ? input.trim().toLowerCase() : null;
}

/**
 * "saturdays focus is - meal prep", "set sundays focus to sketching": typed without its apostrophe, a weekday's
 * possessive before "focus" reads as the plural of a repeating day, so the focus fell on today. Put back, the
 * day is the one the focus is for.
 */
const weekdayPossessiveBeforeFocus =
  /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)s(\s+(?:main\s+|top\s+)?focus\b)/g;

/** The text with a weekday's possessive before "focus" given its apostrophe back. */
export function restoreFocusDayPossessive(text: string): string {
  return text.replace(weekdayPossessiveBeforeFocus, "$1's$2");
}

/**
 * Day words as people type them in a hurry, put in the form the date readers know (issue 36, batch 19):
 * "yesterdays run" and "last fridays guitar" are possessives that lost their apostrophe (a plural "fridays"
 * after "last" or "this" is never meant), and "sat 28 feb", "tue the 10th", "on sat" shorten a weekday
 * the readers only know spelt out ("thu" and "weds" are plain typos, fixed before this).
 */
export const shortDays: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  weds: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};
/** A weekday spelt out, as a pattern. */
export const weekday = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const possessiveDay = /\b(yesterday|today|tonight|tomorrow)s\b/g;
const possessiveWeekday = new RegExp(`\\b((?:last|this|next|past) ${weekday})s\\b(?= [a-z])`, 'g');
// A short weekday is a day only beside a date ("sat 28 feb", "sat the 28th") or after a word that
// introduces a day ("on sat", "last fri"): "sun" or "wed" on their own may be other words.
const shortDay = new RegExp(
  `\\b(?:(?<=\\b(?:on|last|this|next|every|till|until|by|from|since) )(${Object.keys(shortDays).join('|')})\\b|(${Object.keys(shortDays).join('|')})\\b(?=,? (?:the \\d{1,2}|\\d{1,2}(?:st|nd|rd|th)|\\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))))`,
  'g',
);

export function spellDayWords(text: string): string {
  return text
    .replace(possessiveDay, "$1's")
    .replace(possessiveWeekday, "$1's")
    .replace(shortDay, (word) => shortDays[word] ?? word);
}

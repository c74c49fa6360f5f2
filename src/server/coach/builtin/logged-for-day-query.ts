/** A day as said after "logged for": a weekday, an ordinal, or both ("friday 27th", "the 24th", "tues 24 nov"). */
const daySaid =
  '(?:today|yesterday|(?:the )?(?:(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?(?: (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: (?:of )?[a-z]{3,9})?)?|\\d{1,2}(?:st|nd|rd|th)(?: (?:of )?[a-z]{3,9})?))';

const loggedForDay = new RegExp(
  `^(?:the |my )?([a-z' ]+?) (?:i )?(?:logged|entered|recorded|put in|put down|tracked|got down) (?:for|on) (${daySaid})$`,
);

/**
 * "glasses of water logged for friday 27th", "pages entered on the 25th": what was logged on a day, said as a
 * noun phrase with no amount of its own, asks for that day's amount (the ordinal is the date, never an
 * amount to log). Null when the message is no such phrase.
 */
export function readLoggedForDay(said: string): string | null {
  const [, what, day] = loggedForDay.exec(said) ?? [];
  if (what === undefined || day === undefined || /\d/.test(what)) return null;
  return `how many ${what} did i log for ${day}?`;
}

/**
 * "how many days in a row have i meditated", "consecutive days of flossing", "weeks straight i've run":
 * a run of days done one after another is a streak, though the word is not said.
 */
export const namesARunOfDays =
  /\b(?:days?|weeks?|times) (?:in a row|straight|running|on the trot|without a break)\b|\bconsecutive (?:days?|weeks?|times)\b/;

/**
 * The ways of saying "log it" beyond the word log: "jot down some guitar time", "put some reading in",
 * "note it down", "pop 20 minutes in for spanish", "add some pages". One word class, so that a habit's
 * report and a skill's practice read them alike; "add" counts only before an amount left vague ("add
 * some pages"), since "add" before a name asks for a new row.
 */
export const recordWords =
  /\b(?:jot(?:ted)?|note(?:d)?|write|wrote|put|pop|stick|enter(?:ed)?)\b(?: [\w']+){0,4}? (?:down|in)\b|\benter(?:ed)?\b|\badd (?:some|a bit|a few|a little)\b/;

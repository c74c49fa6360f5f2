import { findBestMatch, type TNamed } from './match-by-name';

/**
 * "friday reading total? (pages)", "thursday water intake in glasses", "last weeks reading total in pages
 * (mon-sun)", "sum of my drink water glasses mon to sat", "run tally for the 16th to 22nd nov": a habit's
 * figure for a day or a period, asked as a noun phrase in any order, the way one types into a search box.
 * The phrase names a habit (or its unit), a day or a period, and a figure word (total, count, tally, the
 * unit…); it holds no request verb and no amount of its own. It is put in the question form the data
 * answerers read ("how much read did i do on friday?"), so the same figures the pages show answer it.
 */

type THabitCounted = TNamed & { unit: string | null };

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const weekday = "(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?(?:'?s)?";
const month = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const ordinal = '(\\d{1,2})(?:st|nd|rd|th)?';
// One day said alone: "sat" and "sun" only in full ("sat and meditated" sat down).
const oneDay = "(mon|tue|tues|wed|weds|thu|thur|thurs|fri|saturday|sunday)(?:day|nesday|rsday|sday)?(?:'?s)?";
// A date after the weekday: an ordinal or a month makes the number a date ("tues 24 nov", "friday the 27th").
const dateAfter = `(?: (?:the )?(\\d{1,2})(?:(?:st|nd|rd|th)(?: (?:of )?${month})?| (?:of )?${month}))?`;

/** The weekday an abbreviation stands for ("tues" → tuesday). */
function fullDay(short: string): string {
  return weekdays.find((day) => day.startsWith(short.slice(0, 3))) ?? short;
}

/** "16" → "16th", "22" → "22nd". */
function nth(day = ''): string {
  const last = Number(day) % 10;
  const teen = Math.floor(Number(day) / 10) === 1;
  return `${day}${teen || last > 3 || last === 0 ? 'th' : (['st', 'nd', 'rd'][last - 1] ?? 'th')}`;
}

/** Each way of naming a period, and the answerers' words for it. */
const periods: readonly [RegExp, (...parts: string[]) => string][] = [
  [
    new RegExp(
      `\\b(?:for |from |between )?(?:the )?${ordinal} (?:to|-|till|until|through|and) (?:the )?${ordinal}(?: (?:of )?${month})?\\b`,
    ),
    (from, to, name) => `from the ${nth(from)} to the ${nth(to)}${name ? ` of ${name}` : ''}`,
  ],
  [
    new RegExp(`\\b(?:from )?${weekday} ?(?:to|-|till|until|through) ?(?:now|today)\\b`),
    (from) => `since ${fullDay(from ?? '')}`,
  ],
  [
    new RegExp(`\\b(?:from )?${weekday} ?(?:to|-|till|until|through) ?${weekday}\\b`),
    (from, to) => `${fullDay(from ?? '')} to ${fullDay(to ?? '')}`,
  ],
  [/\b(?:the )?(?:whole of |all of )?(?:last|previous) week(?:'?s)?\b/, () => 'last week'],
  [/\b(?:so far )?this week(?:'?s)?(?: so far)?\b/, () => 'this week'],
  [
    /\b(?:in |over |for )?(?:the )?(?:last|past) (?:7|seven)(?: days)?\b|\b(?:in )?the (?:7|seven) days up to today\b/,
    () => 'in the last 7 days',
  ],
  [
    new RegExp(`\\b(?:on |from |for )?${oneDay}${dateAfter}(?: night| morning| evening)?\\b`),
    (day, date, name, named) =>
      `on ${fullDay(day ?? '')}${date ? ` ${name || named ? `${date} ${name || named}` : nth(date)}` : ''}`,
  ],
];

// A figure asked for: a total or a count by name, or summing up.
const figureWord =
  /\b(?:total|count|tally|sum|number|amount|intake|combined|figures?|add(?:ed)? up|how (?:many|much))\b/;
// A verb of a change: the phrase asks for nothing to be done.
const requestVerb =
  /\bcount (?:it|that|this|them)\b|\b(?:log|logged|set|change|make|mark|update|put|record|track|create|remove|delete|pause|link|move|rename|edit|correct|fix|plan|schedule)\b/;
// A verb asked of the user: the message is a question already, read by the answerers as it stands.
const auxiliary = /\b(?:did|do|does|have|has|had|was|were|am|will|should|can|could)\b/;
const parenthesised = /\(([^)]*)\)/g;

function namesUnit(words: string, habit: THabitCounted): boolean {
  const unit = habit.unit?.replace(/e?s$/, '');
  return unit !== undefined && unit.length >= 3 && new RegExp(`\\b${unit}(?:e?s)?\\b`).test(words);
}

/** The habit the phrase names, by name or by the unit it counts ("pages", "glasses"). */
function namedHabit(words: string, habits: readonly THabitCounted[]): THabitCounted | null {
  const byName = findBestMatch(words, habits);
  if (byName !== null) return byName.row;
  const counting = habits.filter((habit) => namesUnit(words, habit));
  return counting.length === 1 ? (counting[0] ?? null) : null;
}

/** The question form of a habit's figure asked as a noun phrase, or null when the message is none. */
export function readHabitFigurePhrase(text: string, habits: readonly THabitCounted[]): string | null {
  // "…, i think i smashed it", "…, what was it": a clause after the phrase says how it went or asks it again.
  const clauses = text.split(/,\s+|\s[-–—]\s/);
  const kept = clauses.filter(
    (clause, at) => at === 0 || !/^(?:i|im|i'm|it|what was it|was it)\b/.test(clause),
  );
  const first = kept.join(' ');
  // "(pages)", "(mon-sun)": a unit or the days of the period, said again in brackets.
  const said = first
    .replace(parenthesised, ' $1 ')
    .replace(/\b(?:mon ?- ?sun|monday to sunday)\b/, '')
    .replace(/[?!.\s]+$|\s+(?:pls|please|plz|for me|again)$/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  if (said.split(/\s+/).length > 12 || requestVerb.test(said) || auxiliary.test(said)) return null;
  // "best day for pages this week, how many", "average pages per day", "how many left": another figure than the
  // amount done; a message opening with a question word is read by the answerers as it stands.
  if (/^(?:what|whats|what's|how|which|when|where|why|tally|count|is|are|any)\b/.test(said)) return null;
  if (
    /\b(?:best|worst|lowest|highest|most|least|longest|shortest|biggest|smallest|average|avg|per|left|remaining|still|needed|more|times)\b/.test(
      said,
    )
  )
    return null;
  for (const [pattern, words] of periods) {
    const found = pattern.exec(said);
    if (found === null) continue;
    const rest = said.replace(found[0], ' ');
    if (/\d/.test(rest)) return null;
    const habit = namedHabit(rest, habits);
    // "glasses drunk on tues 24 nov": the unit said is the figure asked for, as a total would be.
    if (habit === null || !(figureWord.test(said) || namesUnit(rest, habit))) return null;
    return `how much ${habit.name.toLowerCase()} did i do ${words(...found.slice(1).map((part) => part ?? ''))}?`;
  }
  return null;
}

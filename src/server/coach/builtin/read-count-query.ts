import { closingCourtesy } from './closing-courtesy';
import { shortDays, weekday } from './day-word-forms';
import { findBestMatch, type TNamed } from './match-by-name';

/**
 * "floss ticks across the past 7 days, not counting anything older", "meditate ticks this week, monday
 * onwards", "the 26th (thurs) - what did my water come to", "runs still needed this week to hit my 3":
 * a figure asked for in pieces, in any order: one of the user's habits (or its unit), a period, and a word
 * that counts (count, ticks, total, come to, still needed). Restating qualifiers ("not counting anything
 * older", "(thurs)", "monday onwards" after "this week") say the period twice and are left out. The pieces
 * are put together in the question form the data answerers read, so the figure is answered, never read as
 * a log of the habit. A word of a request or an amount of its own ("20 pages") makes it no query.
 */

type THabitCounted = TNamed & { unit: string | null };

const shortDay = `(?:${Object.keys(shortDays).join('|')}|${weekday})`;
const fullDay = (day: string) => shortDays[day] ?? day;

/** Qualifiers that say the period again, or say it in another way, put in the answerers' words. */
const restatements: readonly [RegExp, string | ((...parts: string[]) => string)][] = [
  [
    /,?\s*(?:not counting|excluding|ignoring|leaving out|without|nothing) (?:anything |any days? |the days? )?(?:older|earlier|before(?: that)?)\b.*$/,
    '',
  ],
  [new RegExp(`\\s*\\((?:${shortDay}|${shortDay} (?:to|till|-) (?:now|today))\\)`, 'g'), ''],
  [new RegExp(`(this week),?\\s*(?:from )?${shortDay} (?:onwards?|on|forwards?|to (?:now|today))\\b`), '$1'],
  [
    new RegExp(`\\b(?:from )?(${shortDay}) (?:to|till|until|through|thru|-) (?:now|today)\\b`),
    (_all, day) => `since ${fullDay(day)}`,
  ],
  [/\b(?:across|over|for|in|during) (?:the )?(?:past|last|previous) (\d+) days\b/, 'in the last $1 days'],
  [
    new RegExp(`\\bon (${shortDay}) (?:the )?(\\d{1,2}(?:st|nd|rd|th))\\b`),
    (_all, day, date) => `on ${fullDay(day)} the ${date}`,
  ],
  [new RegExp(`\\bon (${shortDay})\\b(?! the)`), (_all, day) => `on ${fullDay(day)}`],
  // "page count for tuesday": the day a count is for is the day it is on.
  [new RegExp(`\\bfor (${shortDay})\\b(?! the)`), (_all, day) => `on ${fullDay(day)}`],
  [/(?<!\bon |day )\bthe (\d{1,2}(?:st|nd|rd|th))\b/, 'on the $1'],
  [/\b(?:the week before(?: this (?:one|1|week))?|the previous week|the prior week)\b/, 'last week'],
  [/\btoday'?s\b/, 'today'],
];

const period = new RegExp(
  `\\b(?:on (?:${weekday} )?the \\d{1,2}(?:st|nd|rd|th)|on ${weekday}|today|yesterday|this week|last week|since ${weekday}|in the last \\d+ days|so far)\\b`,
);

// A word that counts, or asks what a day came to.
const counting =
  /\b(?:count|counts|ticks|tally|total|totals|number|sum|come to|came to|add(?:s|ed)? up to|how many|how much|amount)\b/;
// What is still lacking to the target: "still needed", "left", "to go", "short of".
const lacking = /\b(?:still needed|needed|still to do|left|to go|remaining|short(?: of)?)\b/;

const requestWord =
  /\b(?:add|create|new|track|log|set|make|start|stop|want|plan|schedule|rename|change|pause|resume|archive|link|mark|finished|completed|please|pls|should|would|could|will|can|move|push|extend|update|raise|lower|reset|remove|delete)\b/;

// Numbers that belong to the question, not to a report: the period's, the target's ("my 3", "20 page target").
const questionNumbers =
  /\b(?:in the last \d+ days|the \d{1,2}(?:st|nd|rd|th)|(?:hit|reach|make|get to) (?:my|the) \d+|\d+[ -]?\w*? (?:target|goal))\b/g;

/** The habits whose unit the text counts in the plural ("glasses", "pages"): a unit counted asks for a sum. */
function countedInUnit(text: string, habits: readonly THabitCounted[]): THabitCounted[] {
  return habits.filter((habit) => {
    const unit = habit.unit?.toLowerCase().replace(/e?s$/, '');
    // "page count", "glass total": the unit said once before the word that counts counts too.
    const said = new RegExp(`\\b${unit}(?:e?s\\b|e? (?:count|total|tally)\\b)`);
    return unit !== undefined && unit.length > 2 && said.test(text);
  });
}

// "page count for the 23rd pls": the please or thanks that closes a message is said to the coach, not asked.
const courtesyAtEnd = new RegExp(`[\\s,]+(?:${closingCourtesy})[\\s!.]*$`);

/** The habit the pieces name, by its name or by its unit. */
function countedHabit(text: string, habits: readonly THabitCounted[]): THabitCounted | null {
  const named = findBestMatch(text, habits);
  if (named !== null) return named.row;
  const byUnit = countedInUnit(text, habits);
  return byUnit.length === 1 ? (byUnit[0] ?? null) : null;
}

// "count of books i've logged on the 24 books goal": a count on a goal is the goal's progress.
const onGoal = /\b(?:on|for|towards?|in) (?:the |my )?([a-z0-9' ]+? goal)\b/;
const countedNoun =
  /\b(?:count|number|total|tally|sum) of (?:my )?([a-z]+)|\b([a-z]+) (?:count|total|tally)\b/;

function readGoalCount(said: string): string | null {
  const goal = onGoal.exec(said)?.[1];
  const noun = countedNoun.exec(said);
  const what = noun?.[1] ?? noun?.[2];
  if (goal === undefined || what === undefined || requestWord.test(said)) return null;
  return `how many ${what} have i done on the ${goal}?`;
}

// "i stretched, count it", "it counts for my goal": a report of one's own, and counting it in, is a log; "page
// count for tuesday" asks what a day came to.
const reports = new RegExp(
  `\\bi (?!mean\\b)[a-z]+ed\\b|\\bcount (?:it|them|that|this)\\b(?! (?:week|month|year)\\b)|\\bcounts? (?:as|towards?)\\b|\\bcounts? for (?!(?:the \\d|today|yesterday|this week|last week|${shortDay}\\b))`,
);

// A question in words of its own ("how many…", "best day…", "in a row") is read by the shapes that know them.
const askedOtherwise =
  /\b(?:average|mean|per day|a day|rate|week of)\b|\b(?:how|which|when|why|who|whose|best|top|worst|most|least|highest|lowest|biggest|in a row|streaks?)\b|^(?:did|was|were|is|are|have|has|do|does)\b/;

/** The question the pieces ask, or null when the message is no such query. */
export function readCountQuery(typed: string, habits: readonly THabitCounted[]): string | null {
  // "pages short of today's target, how many": "how many" said last is the word that counts.
  const text = typed.replace(/[\s,;:-]+how (?:many|much)[?!.\s]*$/, ' count');
  if (askedOtherwise.test(text) || reports.test(text)) return null;
  const said = restatements.reduce(
    (line, [pattern, words]) => line.replace(pattern, words as string),
    text.replace(courtesyAtEnd, '').replace(/[?!.\s]+$/, ''),
  );
  if (onGoal.test(said)) return readGoalCount(said);
  const when = period.exec(said)?.[0];
  if (when === undefined) return null;
  if (requestWord.test(said.replace(/^what did (?:i|my)\b/, ''))) return null;
  // "this week vs last week, pages read": two periods set side by side are a comparison, not one count.
  if (/\b(?:vs|versus|compared?|than|against)\b/.test(said) || period.test(said.replace(period, ' ')))
    return null;
  const asksLacking = lacking.test(said);
  // A unit alone counts only when no verb of doing follows: "pages filled in on monday" reports, where
  // "glasses drunk on the 26th" names what is counted.
  const unitAsks = countedInUnit(said, habits).length > 0 && !/\b\w+ed\b/.test(said);
  if (!asksLacking && !counting.test(said) && !unitAsks) return null;
  if (/\d/.test(said.replace(questionNumbers, ' '))) return null;
  const habit = countedHabit(said.replace(period, ' '), habits);
  if (habit === null) return null;
  const name = habit.name.toLowerCase();
  // What is lacking is counted in the habit's unit, or in times done: "how many runs do i still need".
  const counted = habit.unit?.toLowerCase() ?? name.replace(/(?<!s)$/, 's');
  return asksLacking
    ? `how many ${counted} do i still need ${when} to hit my target?`
    : `how many ${name} did i do ${when}?`;
}

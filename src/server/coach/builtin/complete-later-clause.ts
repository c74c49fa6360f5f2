import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import type { TNameMatch } from './match-by-name';
import { splitWords, stemWord } from './match-by-name';
import { pairsRows } from './read-comma-lists';
import { findDate } from './read-dates';

/**
 * A later clause of a message read as several requests, completed from the first clause where it leaves
 * out what that one said (read-several-requests.ts): a day alone, an amount alone, a row alone, or the
 * first clause's verb of creating, changing or wishing.
 */

// What a short clause may share with the last one: a target ("to the thesis goal") or a span of days
// ("pause stretch and journal for a week", "… until monday").
export const targetTail = /\s(?:to|towards?|into)\s(?:the |my )?.+$/;
// A span may be followed by a comma and an aside ("… through sunday, away for the weekend").
export const spanTail =
  /\s(?:for (?:a |one |the next )?(?:\w+ )?(?:days?|weeks?|months?)|(?:until|till|through|thru) [^,]+)(?=,|$)/;

/** "log meditation for today and yesterday": a clause that is only a date repeats the first on that day. */
function repeatForDate(clause: string, first: string, today: string): string {
  const own = findDate(clause, today, 'past');
  if (
    own === null ||
    clause
      .replace(own.phrase, '')
      .replace(/\b(?:for|on|and|also|the)\b/g, '')
      .trim() !== ''
  )
    return clause;
  const firstDate = findDate(first, today, 'past');
  return firstDate === null
    ? `${first} ${own.phrase.trim()}`
    : first.replace(firstDate.phrase.trim(), own.phrase.trim());
}

// "… then 2 more later", "… and 15 tonight": when in the day a sitting was says nothing of what it was.
const partOfDay =
  /\b(?:later(?: on)?|earlier|tonight|this (?:morning|afternoon|evening)|in the (?:morning|afternoon|evening)|(?:at|after|before|with|over) (?:night|breakfast|lunch|dinner|work))\b/g;

/**
 * "read 12 pages today and 25 yesterday": a clause that is only an amount (and maybe a day) repeats the
 * first with that amount, on that day.
 */
function repeatForAmount(clause: string, first: string, today: string): string {
  const own = findDate(clause, today, 'past');
  const rest = (own === null ? clause : clause.replace(own.phrase.trim(), ' '))
    .replace(/\b(?:and|also|then|on|for)\b/g, ' ')
    .replace(partOfDay, ' ')
    .trim();
  const amount = /^(\d+(?:\.\d+)?)(?:\s+[a-z]+)?$/.exec(rest)?.[1];
  const firstAmount = /\d+(?:\.\d+)?/.exec(first)?.[0];
  if (amount === undefined || firstAmount === undefined) return clause;
  const repeated = first.replace(firstAmount, amount);
  if (own === null) return repeated;
  const firstDate = findDate(repeated, today, 'past');
  return firstDate === null
    ? `${repeated} ${own.phrase.trim()}`
    : repeated.replace(firstDate.phrase.trim(), own.phrase.trim());
}

/** A later clause that leaves out what the first one said: completed from the first, if it is one of those. */
export function completeClause(said: string, first: string, context: TCoachContext): string {
  const dated = repeatForDate(said, first, context.today);
  const amounted = repeatForAmount(dated, first, context.today);
  // "…, reading for the book goal": a clause that pairs rows of its own repeats none of the first's.
  const rowed = pairsRows(amounted, context) ? amounted : repeatForRow(amounted, first, context);
  const borrowed = borrowCreateVerb(rowed, first, context);
  return borrowWish(borrowChangeVerb(borrowed, first, context), first, context);
}

// Words that leave a clause naming only a row: "… and stretching too", "… and the journal as well".
const fillerWords = new Set([
  'too',
  'as',
  'well',
  'also',
  'the',
  'my',
  'same',
  'for',
  'with',
  'habit',
  'goal',
  'skill',
]);
export const rowFinders = [findHabit, findSubskill, findGoal, findSkill] as const;

/** Whether every word of a clause belongs to the row's name ("guitar practice", not "read to books"). */
function isWholeName(words: string[], match: TNameMatch<{ name: string }>): boolean {
  const nameStems = splitWords(match.row.name).map(stemWord);
  return match.count >= words.length || words.every((word) => nameStems.includes(stemWord(word)));
}

/**
 * "archive stretch and journal, not using them": words after a comma that name no row and no amount are
 * an aside, no part of the clause's name.
 */
function withoutAside(clause: string, context: TCoachContext): string {
  const comma = clause.indexOf(',');
  if (comma < 0) return clause;
  const aside = clause.slice(comma + 1);
  const namesSomething = /\d/.test(aside) || rowFinders.some((find) => find(aside, context) !== null);
  return namesSomething ? clause : clause.slice(0, comma);
}

/**
 * "link running to the marathon goal and stretching too": a clause that is only the name of one of the
 * user's rows repeats the first clause with that row in place of the first clause's row of that kind.
 */
function repeatForRow(clause: string, first: string, context: TCoachContext): string {
  // "pause stretch and journal for a week": a tail both clauses share is not part of the row's name.
  const found = targetTail.exec(clause) ?? spanTail.exec(clause);
  const spanned = found !== null && first.endsWith(found[0]) ? clause.slice(0, found.index) : clause;
  const core = withoutAside(spanned, context);
  // "link stretching to the marathon and to the weight goal": the first clause's preposition said again.
  const preposition = /^(?:to|towards?|into|under|for|on)\b/.exec(core)?.[0];
  const named =
    preposition !== undefined && new RegExp(`\\b${preposition}\\b`).test(first)
      ? core.slice(preposition.length)
      : core;
  const words = splitWords(named).filter((word) => !fillerWords.has(word));
  if (words.length === 0 || words.length > 3) return clause;
  // "the weight goal": half a name is enough when the clause says what kind of row it is, or when no
  // other row shares the words ("archive guitar and water": Drink water is the only row with "water").
  const phrase = words.join(' ');
  const namedRows = rowFinders.filter((find) => find(phrase, context) !== null).length;
  const leastShare = /\b(?:goal|habit|skill)\b/.test(named) || namedRows === 1 ? 0.5 : 1;
  for (const find of rowFinders) {
    const mine: TNameMatch<{ id: string; name: string }> | null = find(phrase, context);
    if (mine === null || mine.share < leastShare || !isWholeName(words, mine)) continue;
    const firstWords = splitWords(first);
    const theirs: TNameMatch<{ id: string }> | null = find(first, context);
    if (theirs === null || theirs.position < 0 || theirs.row.id === mine.row.id) return clause;
    firstWords.splice(theirs.position, theirs.count, ...words);
    return firstWords.join(' ');
  }
  return clause;
}

// "track sleep and water": a clause of a word or two after a request to start tracking borrows its verb.
const createVerb =
  /^(?:please |can you |could you |i want to |i'd like to )*(track|add|create|start|build|begin)\b/;

function borrowCreateVerb(clause: string, first: string, context: TCoachContext): string {
  const verb = createVerb.exec(first)?.[1];
  const words = splitWords(clause);
  if (!verb || words.length > 2 || /\d/.test(clause) || findHabit(clause, context) !== null) return clause;
  return `${verb} ${clause}`;
}

// "i want to meditate daily and journal on weekends": a wish said once is meant for each thing wished for.
const wishLead = /^(?:i (?:want|need|would like|'d like|plan|hope) to|i'd like to|i wanna|help me) /;

function borrowWish(clause: string, first: string, context: TCoachContext): string {
  const lead = wishLead.exec(first)?.[0];
  if (lead === undefined || /^(?:i|i'm|i've|my|please)\b/.test(clause) || splitWords(clause).length > 5)
    return clause;
  return findHabit(clause, context) === null ? `${lead}${clause}` : clause;
}

// "change read to 30 pages and water to 10 glasses": a clause that starts with one of the user's rows and
// "to" leaves out the first clause's verb of change.
const changeVerb =
  /^(?:please |can you |could you )*(change|set|make|bump|raise|lower|increase|decrease|reduce|adjust|update|rename|move|push)\b/;

function borrowChangeVerb(clause: string, first: string, context: TCoachContext): string {
  const verb = changeVerb.exec(first)?.[1];
  const named = /^(?:the |my )?(.+?)\s+(?:to|into)\b/.exec(clause)?.[1];
  if (!verb || named === undefined) return clause;
  const row = findHabit(named, context) ?? findGoal(named, context);
  return row !== null && row.share >= 0.5 && row.position === 0 ? `${verb} ${clause}` : clause;
}

import type { TCoachContext } from '../coach-provider';
import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { bold, joinList } from './write-reply';

/**
 * A request about one of the user's rows that does not say which: "mark a habit done for yesterday",
 * "gonna tweak one of my habit targets", "need to fix a skill baseline". Read alone, the words around
 * the kind would be made a new habit's name; the coach asks which one instead, and the next message
 * ("the stretching one", "guitar should be 20 hours") completes the request (answer-in-conversation.ts).
 */

// "track swimming as a habit", "turn it into a goal": a kind said after "as" or "into" is a new row.
const someRow =
  /(?<!\b(?:as|into|in|to be) )\b(?:a|an|(?:one|1) of (?:my|the)|one|1|some|any|another|a certain|which) (habit|goal|skill)s?\b|\bmy (habit|goal|skill)s? (?:targets?|baselines?|deadlines?|names?)\b/;

// What is done to the row: logged, changed, linked or rested; "add a habit" is a new one (asksForNewThing).
// Stems, so that "needs pausing" and "changing" act as "pause" and "change" do; "wants a different
// target" asks for a figure of the row changed.
const actsOnRow =
  /\b(?:mark|tick|check|log|record|track|tweak|chang|fix|correct|updat|edit|adjust|modif|renam|paus|resum|archiv|rais|lower|bump|mov|set|push|extend|postpon|delay|shift|link|tie|connect|hook|attach|feed)\w*\b|\b(?:a |some )?(?:break|rest|breather)\b(?! (?:a|my|the|one|this)\b)|\bon hold\b|\btime off\b|\b(?:later|earlier|new|different|bigger|smaller|higher|lower) (?:deadline|due date|end date|target|name|baseline)\b/;

// A verb that only ever acts on a row the user has, said right before the row left unnamed: "pause a
// habit for a bit" is one of theirs, though "a habit for …" alone would ask for a new one.
const actsOnlyOnOwn =
  /\b(?:mark|tick|log|tweak|chang|fix|correct|updat|edit|adjust|modif|renam|paus|resum|archiv|rais|lower|bump|postpon|delay)\w*(?: off| up)?\s+$/;

function governedByOwnVerb(text: string): boolean {
  const match = someRow.exec(text);
  return match !== null && actsOnlyOnOwn.test(text.slice(0, match.index));
}

// "i'd like to log something", "add some practice": what is logged says the kind without naming the row.
const unnamedLog = /\b(?:log|tick off|check off|mark off)\s+(?:something|a thing)\b(?! (?:new|else))/;
const unnamedPractice = /\b(?:add|log|record|enter|note down|put in)\s+(?:some |a |my )?practi[cs]e\b/;

function kindAsked(text: string): string | undefined {
  const match = someRow.exec(text);
  const kind = match?.[1] ?? match?.[2];
  if (kind !== undefined) return actsOnRow.test(text) ? kind : undefined;
  return unnamedLog.test(text) ? 'habit' : unnamedPractice.test(text) ? 'skill' : undefined;
}

export function askWhichRow(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const kind = kindAsked(text);
  if (kind === undefined || (asksForNewThing(text) && !governedByOwnVerb(text))) return null;
  // "link one of my habits to the book goal": the goal named is the other end, the habit is still asked.
  const named =
    kind === 'habit'
      ? findHabit(text, context)
      : kind === 'goal'
        ? findGoal(text, context)
        : (findSkill(text, context) ?? findSubskill(text, context));
  if (named !== null) return null;
  const rows = kind === 'habit' ? context.habits : kind === 'goal' ? context.goals : context.skills;
  if (rows.length === 0) return null;
  const names = joinList(
    rows.slice(0, 8).map((row) => bold(row.name)),
    'or',
  );
  return { reply: `Which ${kind} do you mean — ${names}? Say its name and what to do.`, action: null };
}

/**
 * "tweak one of my habit targets" answered with "reading, to 15 pages a day": the request as the answer
 * completes it, the placeholder said without its "one of my" so that its "one" is read as no amount.
 */
export function withPlaceholderNamed(request: string, answer: string): string | null {
  const match = someRow.exec(request.toLowerCase());
  const kind = match?.[1] ?? match?.[2];
  if (match === null || kind === undefined) return null;
  const said = match[0].replace(/^.*?(?=\b(?:habit|goal|skill))/, '');
  const stem = `${request.slice(0, match.index)}${said}${request.slice(match.index + match[0].length)}`;
  return `${stem}: ${answer}`;
}

/**
 * "i want to pause one habit" answered with "floss, until the 9th": the answer said in place of the row
 * ("i want to pause floss, until the 9th"), as the user would have said it at once.
 */
export function withPlaceholderReplaced(request: string, answer: string): string | null {
  const match = someRow.exec(request.toLowerCase());
  if (match === null) return null;
  return `${request.slice(0, match.index)}${answer}${request.slice(match.index + match[0].length)}`;
}

// "guitar one — i had about 15 hours before", "the books one, end of january": a word and "one" closing
// the answer's first clause.
const rowOne = /^((?:the |my )?([a-z-]+)) one\b(?=\s*(?:[,;:—–]|\s-\s|$))/i;

/**
 * "guitar one — 15 hours", said to "which skill?": "one" after a word naming a row is that row ("the guitar
 * one"), not an amount of 1, so it is dropped before the answer is read.
 */
export function withoutRowOne(answer: string, context: TCoachContext): string {
  const word = rowOne.exec(answer.trim())?.[2]?.toLowerCase();
  if (word === undefined) return answer;
  const names = findHabit(word, context) ?? findGoal(word, context) ?? findSkill(word, context);
  return names === null ? answer : answer.trim().replace(rowOne, '$1');
}

import type { TCoachContext } from '../coach-provider';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { normalizeMessage } from './normalize-message';
import { findDate } from './read-dates';

/**
 * What was said before carries over (decision 0032): "it" and "that one" are the habit, goal or skill
 * last named in the conversation, "that day" the day last named, "add one called …" one of the kind last
 * spoken of.
 */

/** The row a message names: a habit, goal, skill or subskill, or the habit counted in its unit ("pages"). */
export function namedRow(text: string, context: TCoachContext) {
  // "spanish vocab": a part named with its skill is the part, more precise than the skill or a goal.
  const part = findSubskill(text, context);
  if (part !== null && findSkill(text, context)?.row.id === part.row.parent_skill_id) return part;
  // "the spanish skill's baseline": a skill said to be one is that skill, not a goal of like name ("Learn
  // Spanish"); "my read goal" is said loosely of a habit's target, so "goal" picks nothing.
  const skillSaid = /\bskills?\b/.test(text) ? findSkill(text, context) : null;
  const named =
    skillSaid ??
    findHabit(text, context) ??
    findGoal(text, context) ??
    findSkill(text, context) ??
    findSubskill(text, context);
  if (named !== null) return named;
  const counted = countedHabit(text, context);
  return counted === undefined ? null : { row: counted };
}

/** "24 pages": the habit counted in the unit the message names. */
function countedHabit(text: string, context: TCoachContext) {
  const words = new Set(text.split(/[^a-z]+/).map((word) => word.replace(/s$/, '')));
  return context.habits.find((habit) => habit.unit !== null && words.has(habit.unit.replace(/s$/, '')));
}

/** The name of the habit, goal or skill the latest earlier message names. */
export function lastNamed(earlier: readonly string[], context: TCoachContext): string | null {
  for (const said of [...earlier].reverse()) {
    const named = namedRow(normalizeMessage(said), context);
    if (named !== null) return named.row.name;
  }
  return null;
}

const oneMore = /\b(add|create|make|start|set up|want)\s+(?:one|another|a new one|one more)\b/i;
const kindWord = /\b(subskill|sub-skill|habit|goal|skill)s?\b/i;

/** "what subskills does guitar have?" then "add one called tapping": "one" is one of the kind last spoken of. */
export function referBackToKind(message: string, earlier: readonly string[]): string {
  if (!oneMore.test(message) || kindWord.test(message)) return message;
  for (const said of [...earlier].reverse()) {
    const kind = kindWord.exec(said)?.[1];
    if (kind !== undefined)
      return message.replace(oneMore, (_, verb: string) => `${verb} a ${kind.toLowerCase()}`);
  }
  return message;
}

// "17 pages there please": "there", after an amount, is the day last named too.
const thatDay =
  /\b(?:for |on )?(?:that day|that same day|(?:the )?same day)\b|\b(?:for|on) then\b|(?<=\b\d+(?:\.\d+)?(?: [a-z]+)? )there\b/i;

/** "log 12 pages for that day" after "did i read on wednesday?": the day last named. */
export function referBackToDay(message: string, earlier: readonly string[], today: string): string {
  if (!thatDay.test(message)) return message;
  for (const said of [...earlier].reverse()) {
    const named = findDate(normalizeMessage(said), today, 'past');
    if (named !== null) return message.replace(thatDay, ` on ${named.date}`);
  }
  return message;
}

// "add another 20 min to that today": "to that" is the thing last talked about, as "it" is.
const pronoun =
  /\b(?:it|its|that one|this one|that (?:habit|goal|skill|subskill)|this (?:habit|goal|skill|subskill)|the same one|(?<=\b(?:to|for|on) )that(?= today| yesterday|$))\b/i;

// "whats my spanish baseline" then "set it to 5 hours": what the question asked about is what "it" sets;
// "how many hours did i start spanish with" asks the baseline in other words.
const askedAttribute: readonly [RegExp, string][] = [
  [
    /\b(?:baselines?|start(?:ed|ing)?(?: [a-z]+)? (?:with|from|at)|starting (?:point|hours|number|figure)|before (?:i started|tracking))\b/,
    'baseline',
  ],
  [
    /\b(?:deadlines?|due dates?|target dates?|due|(?:end|finish|completion) dates?|when does .+ (?:end|finish))\b/,
    'deadline',
  ],
  [/\b(?:targets?|a day|per day|daily|aim(?:s|ing|ed)? (?:for|at)|supposed to)\b/, 'target'],
];
const setsIt =
  /^(?:(?:ok|okay|then|so|and|right)[,!.]?\s+)*(?:set|change|make|raise|lower|bump|increase|decrease|reduce|move|push|update) (?:it|that)\b(?! (?:done|off|as))/i;

// "eleven hours is more accurate, change it", "30 sept would be better - update that": the value said
// first, the change asked for after it, is "change it to" the value.
const valueThenChange =
  /^(.+?)\s+(?:is|would be|sounds|seems|'d be)\s+(?:more accurate|more like it|more correct|more right|closer|better|nearer|right|correct)[\s,;.!-]*(?:so\s+|pls\s+|please\s+)*(?:change|update|set|fix|make|correct) (?:it|that)(?:\s+(?:pls|please))?[.!]*$/i;

/** "set it to 5 hours" → "set its baseline to 5 hours" when the turn before asked about the baseline. */
function withAskedAttribute(said: string, previous: string | undefined): string {
  const value = valueThenChange.exec(said.trim())?.[1];
  const message = value === undefined ? said : `change it to ${value}`;
  if (previous === undefined || !setsIt.test(message)) return message;
  const attribute = askedAttribute.find(([asked]) => asked.test(normalizeMessage(previous)))?.[1];
  return attribute === undefined ? message : message.replace(/\b(it|that)\b/i, `its ${attribute}`);
}

const recordsIt = /\b(?:log|save|add|note|record|put|enter|track|mark) it\b/;

/** "change its target to 10" after "how much water did i drink yesterday?": "its" is Drink water's. */
export function referBackToLastNamed(
  text: string,
  earlier: readonly string[],
  context: TCoachContext,
): string {
  // "change that to 30th september": the attribute asked about makes "that" its ("its deadline").
  const message = withAskedAttribute(text, earlier.at(-1));
  if (!pronoun.test(message)) return text;
  const named = lastNamed(earlier, context);
  if (named === null) return message;
  // "add 20 more to it" after "how many minutes of chords this week": practice is counted in minutes.
  const subskill = findSubskill(named.toLowerCase(), context)?.row.name === named;
  const said = subskill
    ? message.replace(/\b(\d+)(?= more\b| extra\b)(?!\s*(?:min|hour|h\b))/, '$1 minutes')
    : message;
  // "24 pages for today, log it": the habit is named by its unit, "it" is the report itself.
  const plain = normalizeMessage(message);
  if (countedHabit(plain, context) !== undefined && recordsIt.test(plain)) return message;
  // "link stretch to it" after "marathon goal progress?": the habit is named, "it" is what it joins.
  if (findHabit(plain, context) !== null)
    return said.replace(
      /\b(to|into|with|under|for|towards?|onto) (?:it|that one|this one|that goal|this goal|that skill|this skill)\b/i,
      `$1 ${named}`,
    );
  return said.replace(pronoun, (word) => (/^its$/i.test(word) ? `${named}'s` : named));
}

/**
 * "one of my goal deadlines needs shifting" (the coach asked which goal) then "the marathon, june 2027":
 * the row named first, the value after it, for the figure the request named ("deadline", "baseline").
 */
export function attributeForRow(previous: string, answer: string, rowName: string): string | null {
  const attribute = askedAttribute.find(([named]) => named.test(normalizeMessage(previous)))?.[1];
  const value = answer
    .split(/[,;:]|\s-\s/)
    .slice(1)
    .join(' ')
    .trim();
  return attribute === undefined || value === '' ? null : `change the ${attribute} of ${rowName} to ${value}`;
}

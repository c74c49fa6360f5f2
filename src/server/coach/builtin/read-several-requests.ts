import type { TCoachContext } from '../coach-provider';
import type { TCoachAction, TCoachAnswer, TCoachRequest, TRequestParser } from './coach-answer';
import { completeClause, rowFinders, spanTail, targetTail } from './complete-later-clause';
import { describeAction } from './describe-action';
import { withoutChatter } from './drop-chatter';
import { foldNewGoalChanges } from './fold-new-goal-changes';
import { foldSameDayReports } from './fold-same-day-reports';
import { withoutPurposeClause } from './habit-name-words';
import { splitWords } from './match-by-name';
import { isNightsSleep } from './parse-log-habit';
import { proposeAction } from './propose-action';
import { commaPieces, joinAmountOnlyItems } from './read-comma-lists';
import { findDate } from './read-dates';
import { createdName, referBack, withCreatedRow } from './refer-back';
import { withEarlierPauseDates } from './share-pause-dates';
import { formatAmount, writeProposal } from './write-reply';

/**
 * The slot filling for a message the classifier reads as several things at once, when no batch wording
 * matched: the message is cut into clauses ("create a goal to … by september and a habit to …",
 * "log 8 glasses of water and mark meditation done"), each clause is read as a request of its own, and
 * when every clause gives one action they are proposed together. A clause that starts without a verb
 * ("a habit to run…") borrows the first clause's; a date closing the message counts for every clause.
 */

const clauseBreak = /\s*(?:,\s*)?\b(?:and then|and also|and|then|also|plus)\b\s*|\s*[;.]\s+/;
const maxClauses = 4;
// The words a clause may start with when it leaves its verb to the first clause.
const verblessStart = /^(?:a|an|another|one|two|three|some)\b/;

const durationUnit = /\b(minutes?|mins?|hours?|hrs?)\b/;
// A number with no unit after it: at the end, or before what was done ("15 on vocabulary") — but not
// the end of a span of clock times ("deep work 10 till 12"), which is an hour of the day.
const bareNumber =
  /(?<!\b(?:till|until|to|through|thru)\s+|[-–]\s*)\b(\d+(?:\.\d+)?)(?=\s*(?:$|,|on\b|of\b|for\b|with\b|doing\b))/;

// "scales for an hour and sight reading for 20": twenty is minutes, not hours.
function borrowedUnit(unit: string, number: number): string {
  return unit.startsWith('h') && number >= 10 ? 'minutes' : unit;
}

// "piano today: scales 15 min, sight reading 10 min": a short label, then a list of what was done.
// A colon between digits is a clock time ("tomorrow 6:30 run, 8-9 breakfast"), never a label's.
const labelledList = /^([^:,]{2,40})(?<!\d):(?!\d)\s*([^:]+,[^:]+)$/;

// "on mon wed and fri", "tuesdays and thursdays": a schedule, not two requests — days in the plural or
// short forms, any after "every" or "each" ("every monday and thursday"), or three or more after "on". Otherwise a list of days is a list of
// dates, each its own request ("stretched monday and wednesday", "log it for monday, tuesday and wednesday").
const weekdayWord = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?';
const weekdayRun = new RegExp(
  `\\b${weekdayWord}\\b(?:(?:\\s*,\\s*(?:and\\s+)?|,?\\s+and\\s+)${weekdayWord}\\b)+`,
  'g',
);
const fullSingular = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/;
const keptAnd = '\u0000';

function protectWeekdayLists(text: string): string {
  return text.replace(weekdayRun, (run: string, offset: number) => {
    const days = run.match(new RegExp(`\\b${weekdayWord}\\b`, 'g')) ?? [];
    const before = text.slice(0, offset);
    const everyWord = /\b(?:every|each)\s+$/.test(before);
    const onWord = /\bon\s+$/.test(before);
    const schedule = days.some((day) => !fullSingular.test(day)) || everyWord || (days.length >= 3 && onWord);
    // A schedule's days stay one clause, joined however they were listed ("tues, thurs and sat").
    return schedule
      ? run.replace(/\s*,\s*(?:and\s+)?|,?\s+and\s+/g, ` ${keptAnd} `)
      : run.replace(/\s*,\s*(?:and\s+)?|,?\s+and\s+/g, ' and ');
  });
}

/**
 * "5 portions of fruit and veg a day": two words joined after "of" name one thing, unless they are two
 * of the user's own rows ("10 minutes of scales and chords" is two subskills).
 */
function protectNounPairs(text: string, context: TCoachContext): string {
  return text.replace(/\bof ([a-z]+) and ([a-z]+)\b/g, (pair, first: string, second: string) => {
    const isRow = (word: string) => rowFinders.some((find) => find(word, context) !== null);
    return isRow(first) || isRow(second) ? pair : `of ${first} ${keptAnd} ${second}`;
  });
}

const ownKind = /\b(?:habits?|goals?|focus|subskills?)\b/;

// "two habits, one to read 10 pages and one to walk 5000 steps": each "one" is a thing of the kind counted.
const enumeration = /\b(?:\d+|several|some)\s+(habit|goal)s?\s*[,:]?\s*(?:1|one)\s+(?:to|for)\s+(.+)$/;
const nextOne = /\s*(?:,\s*|\band\s+)+(?:1|one|another|the other)\s+(?:to|for)\s+/;

// "habits: …", "set up: …", "add: …": a label that asks for new things, said before each item as it was.
const requestLabel =
  /^(?:(?:please |can you )?(?:add|create|track|set up|start|build|make)(?: (?:me|these|some|the following))?|(?:(?:my |new |daily |morning |evening |some )*(?:habits?|routine)))(?: please| pls| plz)?$/;

/** An item of a labelled list with its label: a label of a request before it, one of context ("piano today") after. */
function labelItem(label: string, item: string): string {
  return requestLabel.test(label.trim()) ? `${label}: ${item}` : `${item} ${label}`;
}

// "reading for today: 35 pages, log it", "…, please fill it in": a command pointing back asks for what the
// other clauses said; any verb of writing a thing down does.
const pointsBack =
  /^(?:(?:and|then|so|please|pls|just|can you|could you)\s+)*(?:log|add|save|record|enter|put|pop|mark|tick|note|track|fill|jot|write|stick|punch|input|backfill|count|register)(?: (?:it|that|this|them|those|em|these))?(?: (?:in|down|off|on|up|out))?(?:\s+(?:please|pls|for me|thanks|thx|too|as well))*[.!]*$/;

function splitClauses(text: string, context: TCoachContext): string[] {
  const enumerated = enumeration.exec(text);
  if (enumerated?.[1] && enumerated[2])
    return enumerated[2].split(nextOne).map((item) => `a ${enumerated[1]} to ${item}`);
  // A label shared by a list ("piano today: scales 15 min, sight reading 10 min"), unless the items name
  // their own kind ("goal: lose 6 kg by july, and a habit to walk…") or are one item and how much of it.
  const listed = labelledList.exec(protectWeekdayLists(text));
  const items =
    listed && !ownKind.test(listed[2] ?? '')
      ? joinAmountOnlyItems(listed[2]?.split(/\s*,\s*/).filter((item) => !pointsBack.test(item)) ?? [])
      : [];
  const label = listed?.[1];
  const pieces =
    items.length >= 2 && label !== undefined
      ? items.flatMap((item) => item.split(clauseBreak)).map((item) => labelItem(label, item))
      : commaPieces(protectWeekdayLists(text), context).flatMap((piece) => piece.split(clauseBreak));
  return shareTail(completePieces(pieces));
}

// "practiced chords and scales for 20 minutes each": an amount given to each of the things listed.
const eachTail = /\s(?:for )?\d+(?:\.\d+)? ?[a-z]+ each$/;

// The verbs a request starts with: a clause that opens with one is a request of its own.
const leadingVerb =
  /^(?:(?:please|pls|can you|could you|then|also|and)\s+)*(set|change|make|bump|raise|lower|increase|decrease|reduce|adjust|update|rename|call|move|push|pause|resume|unpause|archive|delete|remove|stop|link|connect|tie|attach|log|mark|add|create|track|start)\b/;

/**
 * "archive stretch and set water to 9 glasses": a last clause with a verb of its own, other than the
 * first clause's, keeps its tail; "pause guitar and reading until sunday" shares it.
 */
function hasOwnVerb(last: string, first: string): boolean {
  const verb = leadingVerb.exec(last)?.[1];
  return verb !== undefined && verb !== leadingVerb.exec(first)?.[1];
}

/**
 * "link reading and journal to the thesis goal": a short clause without a target of its own takes the
 * last clause's ("to the thesis goal"), as a closing date counts for every clause; so does one without an
 * amount when the last clause's amount is given to each.
 */
function shareTail(clauses: string[]): string[] {
  const last = clauses.at(-1) ?? '';
  const tail = (targetTail.exec(last) ?? spanTail.exec(last) ?? eachTail.exec(last))?.[0];
  if (tail === undefined || clauses.length < 2 || hasOwnVerb(last, clauses[0] ?? '')) return clauses;
  return clauses.map((clause, index) =>
    index < clauses.length - 1 &&
    splitWords(clause).length <= 4 &&
    !/\b(?:to|towards?|into|for|until|till)\b/.test(clause)
      ? `${clause}${tail}`
      : clause,
  );
}

function completePieces(pieces: string[]): string[] {
  const clauses = pieces
    .map((clause) => clause.replaceAll(keptAnd, 'and').replace(/\s+/g, ' ').trim())
    .filter((clause) => clause !== '');
  const [first] = clauses;
  const verb =
    first === undefined
      ? null
      : // A label ("goal: lose 6 kg…") or a kind of thing is no verb to lend.
        // "i want a goal of…, plus a habit to run": a wish for a thing lends its whole wish.
        /^(?:please |can you |could you |i want to |i'd like to )*(?!(?:goals?|habits?|new)\b)((?:i|we) (?:want|need|would like|'d like)(?= (?:a|an)\b)|\w+)\b(?!\s*:)/.exec(
          first,
        )?.[1];
  const unit = first === undefined ? undefined : durationUnit.exec(first)?.[1];
  return clauses.map((clause, index) => {
    const verbed = index > 0 && verb && verblessStart.test(clause) ? `${verb} ${clause}` : clause;
    // "scales for 30 minutes and sight reading for 15": a bare number takes the first clause's unit.
    return index > 0 && unit !== undefined && !durationUnit.test(verbed)
      ? verbed.replace(bareNumber, (number) => `${number} ${borrowedUnit(unit, Number(number))}`)
      : verbed;
  });
}

/** A clause with a day or a deadline of its own ("… by may") keeps it rather than a closing one. */
function hasOwnDate(clause: string, today: string): boolean {
  return findDate(clause, today, 'past') !== null || findDate(clause, today, 'future') !== null;
}

/**
 * A deadline, or a new date a change sets ("move the thesis deadline to june 30", "push it to friday"):
 * the clause's own, never shared with the clauses before it ("rename meditate to Breathwork").
 */
function isDeadline(clause: string, phrase: string): boolean {
  const before = clause.slice(0, clause.indexOf(phrase));
  return (
    /\b(?:by|until|till|before|within|in|due|to|deadline)\s*$/.test(before) ||
    /^(?:by|until|till|before|within|in)\b/.test(phrase)
  );
}

export function readSeveralRequests(request: TCoachRequest, readClause: TRequestParser): TCoachAnswer | null {
  const text = withoutChatter(request.text, request.context);
  const clauses = splitClauses(protectNounPairs(text, request.context), request.context).filter(
    (clause, index) => index === 0 || !pointsBack.test(clause.trim()),
  );
  if (clauses.length < 2 || clauses.length > maxClauses) return null;
  // "I read 15 pages and ran 4k on sunday": a date closing the message counts for the clauses before it.
  const last = clauses.at(-1) ?? '';
  const closing = findDate(last, request.context.today, 'past');
  // A deadline ("… and a goal to run a half marathon by october") belongs to its own clause.
  const shared =
    closing && !isDeadline(last, closing.phrase) && !isNightsSleep(last, closing.phrase) ? closing : null;
  const actions: TCoachAction[] = [];
  const kept: TCoachAnswer[] = [];
  // What earlier clauses created, for a later one to act on ("… and log 20 min on it").
  let context = request.context;
  let created: string | null = null;
  for (const [index, said] of clauses.entries()) {
    const first = clauses[0] ?? '';
    const clause =
      index > 0 ? referBack(completeClause(withoutPurposeClause(said), first, context), created) : said;
    const dated =
      shared && !hasOwnDate(clause, request.context.today) ? `${clause} ${shared.phrase}` : clause;
    // "add a floss habit, and make the thesis my focus for today": a new habit has no day; the closing one is not lent.
    const lent = readClause({ ...request, context, original: dated, text: dated });
    const unlent =
      dated === clause ? null : readClause({ ...request, context, original: clause, text: clause });
    // "bump read target to 30 and log 30 pages for today": a change to a target has no day either; with the
    // closing day lent it read as a report.
    const answer =
      lent?.action?.type === 'create_habit' || changesRow(unlent?.action) ? (unlent ?? lent) : lent;
    const read = answer?.action;
    if (!answer || read == null || read.type === 'batch') return null;
    const action = withOpeningDay(
      withEarlierPauseDates(read, said, actions, request.context.today),
      clause,
      shared === null ? actions[0] : undefined,
      request.context.today,
    );
    if (isPrelude(action, clause, request.text, clauses) || (index > 0 && isAside(action, said))) continue;
    kept.push(action === read ? answer : { ...answer, action });
    actions.push(action);
    context = withCreatedRow(context, action, `$${actions.length}`);
    created = createdName(action) ?? created;
  }
  if (actions.length === 0) return null;
  // Only one clause asked for something: its own reply, as if said alone.
  if (actions.length < clauses.length && kept.length === 1) return kept[0] ?? null;
  return proposeTogether(request, foldNewGoalChanges(foldSameDayReports(actions, request.context)));
}

/**
 * "4km run yesterday plus a stretch afterwards": a report with no day of its own, after a first report on a
 * past day, is on that day too (a closing day is shared before this; a first clause's day is lent only here).
 */
function withOpeningDay(
  action: TCoachAction,
  clause: string,
  first: TCoachAction | undefined,
  today: string,
): TCoachAction {
  if (action.type !== 'log_habit' || first?.type !== 'log_habit' || hasOwnDate(clause, today)) return action;
  // "…, plus 5 extra pages just now": a time of today is a day of its own.
  if (/\b(?:now|today|tonight|this (?:morning|afternoon|evening)|earlier)\b/.test(clause)) return action;
  const day = first.date;
  return typeof day === 'string' && day < today ? { ...action, date: day } : action;
}

// What asks for a new habit: a verb of starting, the word habit, or a recurrence.
const createCue =
  /\b(?:new|create|add|track|tracking|start|begin|build|set up|habit|want|wanna|would like|daily|every|each|per|a day|a week|weekdays?|weekends?)\b/;
// "read" is left out: said in a list ("floss, stretch, read") it is as likely a habit as a report.
const pastReport = /\b(?:went|did|had|ran|finished|completed|got|made|was|were|just|\w+ed)\b/;

/**
 * "laced up and went running today", "woke up and meditated": in a message that asks for nothing new, a
 * clause without an amount, beside one that reports what was done, sets the scene of that report; it is
 * no habit to create.
 */
function isPrelude(
  action: TCoachAction,
  clause: string,
  message: string,
  clauses: readonly string[],
): boolean {
  if (action.type !== 'create_habit' || createCue.test(message) || /\d/.test(clause)) return false;
  return clauses.some((other) => other !== clause && pastReport.test(other));
}

// What the user does as a rule ("these days", "i journal in spanish") or did long ago ("as a kid").
const habitualOrLongAgo =
  /\b(?:these days|nowadays|usually|always|normally|generally|anyway|most (?:days|nights|mornings|evenings)|as a (?:kid|child|teen(?:ager)?)|when i was|years ago|back in (?:school|uni|college|the day))\b/;
// "i journal in spanish": the user and a verb in the present, said as a fact about them, not a report.
const presentFact =
  /^i (?:only |mostly |also |really )?(?!(?:want|wanna|need|would|will|should|could|can|might|must|think|guess|hope|just|have|am|was)\b)(?!\w+ed\b)(?!(?:ran|read|drank|swam|wrote|went|did|slept|ate|rode|took|got|had|made)\b)[a-z]+\b/;

// "i read spanish books": "read" is spelled the same in the past; with no amount and no day it is the present.
const presentRead =
  /^i (?:only |mostly |also |really )?read\b(?!.*\b(?:today|tonight|yesterday|last|this|earlier|just|already|ago|finally|on (?:mon|tue|wed|thu|fri|sat|sun)\w*))/;

/**
 * "tie journal to spanish, i journal in spanish", "piano baseline 100 hours, did grade 3 as a kid": a
 * later clause without an amount of its own that states a habit of the user's life or their past gives the
 * reason for the request beside it; it is no report to log and no habit to create.
 */
function isAside(action: TCoachAction, clause: string): boolean {
  if (action.type !== 'log_habit' && action.type !== 'create_habit') return false;
  const amountless = action.type === 'log_habit' ? !/\d/.test(clause) : true;
  const trimmed = clause.trim();
  return (
    amountless && (habitualOrLongAgo.test(clause) || presentFact.test(trimmed) || presentRead.test(trimmed))
  );
}

/** The clauses' actions as one batch; reports folded into one day's log are that one log. */
export function proposeTogether(request: TCoachRequest, actions: TCoachAction[]): TCoachAnswer {
  const [only] = actions;
  if (actions.length === 1 && only !== undefined) {
    const unit = request.context.habits.find((habit) => habit.id === only.habit_id)?.unit ?? null;
    const total =
      typeof only.value_number === 'number' ? `: ${formatAmount(only.value_number, unit)} in all` : '';
    const lead = `I'll ${describeAction(only, request.context)}${total}.`;
    return proposeAction(
      request,
      writeProposal({ lead, question: 'Shall I go ahead?' }, request.guest),
      only,
    );
  }
  const reply = writeProposal(
    {
      lead: `I'll do ${actions.length} things:`,
      details: actions.map((action) => describeAction(action, request.context)),
      question: 'Shall I do all of them?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'batch', actions });
}

const changesRow = (action: TCoachAction | null | undefined) =>
  action?.type === 'update_habit' || action?.type === 'update_goal';

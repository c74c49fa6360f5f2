import { asksForNewThing } from './asks-for-new-thing';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findHabit } from './find-rows';
import { looksLikeQuestion } from './looks-like-question';
import { findFullMatches } from './match-by-name';
import { proposeHabit } from './parse-create-habit';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { readHabitDraft } from './read-habit-draft';
import { findDuration, findQuantity } from './read-quantities';
import { daysDescribeHabit } from './read-schedule-words';
import { recordWords } from './record-words';
import { bold, formatAmount, formatDay, joinList, writeProposal } from './write-reply';

/**
 * Progress on a habit: "I read 25 pages today", "mark meditation done", "log 30 minutes of guitar
 * yesterday", "didn't stretch today", "mark stretch and journal done" (a batch). A habit the user
 * does not have is offered as a new habit instead.
 */

type THabit = TCoachRequest['context']['habits'][number];

const logWords =
  /\b(?:log|logged|mark|marked|check(?:ed)? off|tick(?:ed)? off|record|did|done|finished|completed|complete|just|went|today|yesterday|this morning|last night|tonight|didn't|did not|missed|skipped)\b/;
// "make reading 30 pages", "turn meditate into a 10 minute habit", "archive meditate, and raise run to 6
// km": an order to change, archive or pause is no report.
const changeOrder =
  /^(?:please |pls |can you |could you )?(?:make|turn|set|change|bump|raise|lower|increase|decrease|reduce|adjust|update|archive|pause|unpause|resume|rename|delete|remove)\b/;

function asksForChange(text: string): boolean {
  return changeOrder.test(text) && !/\b(?:log|logged|mark|record|tick|check)\b/.test(text);
}

// A report of something the user has no habit for names what was done: a log word with an activity, a
// verb of doing, or an amount ("ugh today was rough" is none of these, "log 20 minutes of yoga" is).
const explicitLogWords =
  /\b(?:log|logged|mark|marked|check(?:ed)? off|tick(?:ed)? off|record|did|done|finished|completed)\b/;

function reportsActivity(text: string, withoutDate: string): boolean {
  if (!logWords.test(text)) return false;
  return explicitLogWords.test(text) || pastVerb.test(text) || findQuantity(withoutDate) !== null;
}

const pastVerb = /\b\w{3,}ed\b|\b(?:ran|read|drank|swam|wrote|went|did|slept|ate|rode|took)\b/;
// "no meditation today", "zero water today": a report that names the habit after "no" or "zero" is not done too.
// "forgot to log", "forgot to tick it", "didn't record it", "forgot to say", "didn't mention it": what was not done
// is the record or the telling, not the habit — the report follows.
const notDoneWords =
  /\b(?:didn't|did not|missed|skip(?:ping|ped)?|not done|couldn't|failed to|forgot to|haven't|have not|(?:wasn't|was not|weren't) able to|unable to)\b(?!\s+(?:the |a |my |its? )?(?:log|record|track|enter|mark|tick|check|add|put|write|note|update|save|say|tell|mention)\w*)|\b(?:no|zero) (?!(?:more|less|later|longer|than|problem|idea|worries)\b)[a-z]/;
// "the app just didn't get it", "my watch never picked it up": the device failed, not the user — its negation is no report.
const deviceFailure =
  /\b(?:the |my )?(?:app|tracker|watch|phone|coach|system|sync)\s+(?:just |simply |somehow |must have |)(?:didn't|did not|doesn't|does not|never|failed to|couldn't|won't)\b/g;

// "i did meditate, the tracker says i didn't", "the app shows i skipped it": what the record says is what
// the user contradicts; its negation is the app's, never the user's report. It ends where the user's own
// clause starts ("the app says i meditated but i didn't").
const recordSays =
  /\b(?:the |my )?(?:app|tracker|watch|phone|coach|system|calendar|history|streak|it)\s+(?:says|said|shows|showed|claims|thinks|reckons|insists|has me (?:as|down as))\b(?:(?!\b(?:but|though|although|yet|whereas)\b)[^,.;!?])*/g;

/** The text without the negations said of the app (its failure, or what its record shows). */
function withoutAppsNegation(text: string): string {
  return text
    .replace(deviceFailure, (said) => ' '.repeat(said.length))
    .replace(recordSays, (said) => ' '.repeat(said.length));
}

/** Done or not: a negation the user says of themself, not of the app that missed the record. */
function saysNotDone(text: string): boolean {
  return notDoneWords.test(withoutAppsNegation(text));
}

/**
 * A negation covers what follows it: "didn't drink 8 glasses" is not done, but in "2 more glasses that i
 * missed" or "a 10k run for monday, missed it somehow" the amount was said first and stands; what was missed
 * is its record. So an amount said before the first negation is the day's report.
 */
export function amountBeforeNegation(text: string): boolean {
  const negation = notDoneWords.exec(withoutAppsNegation(text));
  const amount = findQuantity(text) ?? findDuration(text);
  if (negation === null || amount === null || amount.phrase === '') return false;
  const at = text.indexOf(amount.phrase);
  return at >= 0 && at < negation.index && ('value' in amount ? amount.value > 0 : amount.seconds > 0);
}
const timeUnits = new Set(['minutes', 'hours']);
/**
 * "8 more pages", "another 2 glasses", "10 extra minutes", "again", "add 4 pages to my reading": added to
 * what the day already holds.
 */
const addingWords =
  /\b(?:more|another|again|extra|additional|on top|plus)\b|\badd(?:ed)?\s+\d|\b(?:a|my|the) (?:second|third|2nd|3rd)\b|\badd(?:ed)? (?:it|that|this|them) (?:on\b|to (?:that|the same|this) day\b|to (?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/;
/**
 * "i had 2 more glasses than i logged", "3 pages more than what's there": a difference from the record is
 * added to it, even when the message calls itself a correction.
 */
const differenceWords = /\d(?:\.\d+)?(?: [a-z]+){0,3} more\b(?: [a-z']+){0,4} than\b/;
/** "set it to 4", "correct it to 15", "actually 6": the user asks to replace the day's value. */
const replacingWords = /\b(?:set|correct(?:ed|ion)?|change|fix|actually|instead|should be|was only)\b/;

type TContext = TCoachRequest['context'];

/** What the day already holds for a numeric habit, from the logs the coach was given (0 when none). */
export function loggedValueOn(context: TContext, habitId: string, date: string): number {
  const log = context.recent_logs.find((entry) => entry.habit_id === habitId && entry.date === date);
  return log?.value_number ?? 0;
}

/**
 * A log never lowers a day's value unless the user asked to set or correct it: "more" adds to what the
 * day holds; a plain report below it ("read 8 pages" after 12) could mean either, so the caller asks.
 */
function settleDayValue(action: TCoachAction, text: string, context: TContext): TCoachAction | 'ask' {
  const value = action.value_number;
  if (typeof value !== 'number' || value === 0) return action;
  if (replacingWords.test(text) && !differenceWords.test(text)) return action;
  const before = loggedValueOn(context, String(action.habit_id), String(action.date));
  // "more than 20 pages" is a floor said of the amount, not an addition to the day.
  if (addingWords.test(text.replace(/\bmore than (?=\d)/g, ' ')))
    return { ...action, value_number: before + value };
  return value < before ? 'ask' : action;
}

// "log some water", "read a bit": an amount that is not said is asked for, not taken to be the target.
const vagueAmount = /\b(?:some|a bit|a little|a few|a couple|bits of|part of)\b/;

function askHowMuch(habit: THabit, day: string): TCoachAnswer {
  const unit = habit.unit ?? 'of it';
  return { reply: `How much ${bold(habit.name)} should I log ${day} — how many ${unit}?`, action: null };
}

/** The two likeliest readings of a report below the day's value, offered as one short question. */
function askAddOrSet(request: TCoachRequest, habit: THabit, value: number, date: string): TCoachAnswer {
  const before = loggedValueOn(request.context, habit.id, date);
  const day = formatDay(date, request.context.today);
  const amount = (number: number) => formatAmount(number, habit.unit);
  return {
    reply: `${bold(habit.name)} already has ${amount(before)} ${day}. Should I add ${amount(value)} (making ${amount(before + value)}), or correct the day to ${amount(value)}?`,
    action: null,
  };
}

/** The log for one habit: a count for numeric habits, done or not for yes/no ones, and time when said. */
function buildLog(habit: THabit, text: string, date: string): TCoachAction {
  const notDone = saysNotDone(text);
  const duration = findDuration(text);
  const quantity = findQuantity(text);
  const action: TCoachAction = { type: 'log_habit', habit_id: habit.id, date };
  if (duration) action.time_tracked_seconds = Math.min(duration.seconds, 86_400);
  if (habit.type === 'boolean') {
    action.value_boolean = !notDone;
    return action;
  }
  if (notDone && !amountBeforeNegation(text)) action.value_number = 0;
  else if (duration && timeUnits.has(habit.unit ?? ''))
    action.value_number =
      habit.unit === 'hours' ? duration.seconds / 3600 : Math.round(duration.seconds / 60);
  else if (quantity && !timeUnits.has(quantity.unit ?? '')) action.value_number = quantity.value;
  else if (!duration) action.value_number = habit.target ?? 1;
  return action;
}

function describeLog(habit: THabit, action: TCoachAction, before: number): string {
  if (typeof action.value_number === 'number' && before > 0 && action.value_number !== 0)
    return `${bold(habit.name)}: ${formatAmount(before, habit.unit)} → ${formatAmount(action.value_number, habit.unit)}`;
  if (action.value_boolean === false || action.value_number === 0) return `${bold(habit.name)} as not done`;
  const time =
    typeof action.time_tracked_seconds === 'number'
      ? ` (${Math.round(action.time_tracked_seconds / 60)} min tracked)`
      : '';
  if (typeof action.value_number === 'number')
    return `${formatAmount(action.value_number, habit.unit)} for ${bold(habit.name)}${time}`;
  return `${bold(habit.name)} as done${time}`;
}

/**
 * A report on one of the user's habits. `assumeReport` is slot filling's: the classifier already reads
 * the message as a log, so it need not say so in a log word ("journal entry written on tuesday night").
 */
export function parseLogHabit(request: TCoachRequest, assumeReport = false): TCoachAnswer | null {
  const { text, context } = request;
  if (asksForNewThing(text) || looksLikeQuestion(text)) return null;
  const found = findDate(text, context.today, 'past');
  // "set monday water to 3 glasses" names a day: that day's log, not the daily target.
  if (found === null && asksForChange(text)) return null;
  if (found !== null && daysDescribeHabit(text)) return null;
  const date = found?.date ?? context.today;
  const withoutDate = found ? text.replace(found.phrase, ' ') : text;
  const habit = findHabit(withoutDate, context) ?? findHabitByUnit(withoutDate, context);
  const loggy =
    logWords.test(text) ||
    recordWords.test(text) ||
    pastVerb.test(text) ||
    findQuantity(withoutDate) !== null;
  if (habit === null)
    return reportsActivity(text, withoutDate) ? offerMissingHabit(request, withoutDate) : null;
  if (date > context.today) return proposePlannedFocus(request, habit.row, date);
  if ((!loggy && !assumeReport) || countedByGoal(withoutDate, habit.row, context)) return null;
  // "I had 30 hours of guitar before": more time than a day holds is history, not one day's log.
  if ((findDuration(withoutDate)?.seconds ?? 0) > 86_400) return null;

  const several = habitsNamedInParts(withoutDate, context);
  const day = formatDay(date, context.today);
  if (several.length >= 2 && /\band\b|,/.test(withoutDate)) {
    const dateOf = (entry: THabit) => {
      // "ran 4k on monday and stretched on sunday": a day said in a habit's own part is that habit's day.
      const own = found && findDate(partNaming(text, entry, context), context.today, 'past');
      if (own && own.phrase !== found?.phrase) return own.date;
      return found &&
        isNightsSleep(text, found.phrase) &&
        !isNightsSleep(partNaming(text, entry, context), found.phrase)
        ? context.today
        : date;
    };
    const settled = several.map((entry) =>
      settleDayValue(
        buildLog(entry, segmentNaming(withoutDate, entry, context), dateOf(entry)),
        text,
        context,
      ),
    );
    const actions = settled.filter((entry): entry is TCoachAction => entry !== 'ask');
    if (actions.length < settled.length)
      return {
        reply: 'Some of those already have more logged that day. Should I add to them, or correct them?',
        action: null,
      };
    const reply = writeProposal(
      {
        lead: `Nice! I'll mark ${joinList(several.map((entry) => bold(entry.name)))} as done ${day}.`,
        question: 'Shall I log them?',
      },
      request.guest,
    );
    return proposeAction(request, reply, { type: 'batch', actions });
  }
  if (habit.row.type === 'number' && vagueAmount.test(withoutDate) && findQuantity(withoutDate) === null)
    return askHowMuch(habit.row, day);
  const built = buildLog(habit.row, withoutDate, date);
  const action = settleDayValue(built, text, context);
  if (action === 'ask') return askAddOrSet(request, habit.row, Number(built.value_number), date);
  const before = loggedValueOn(context, habit.row.id, date);
  const cheer =
    action.value_boolean === false || action.value_number === 0
      ? 'No worries — tomorrow is a fresh start.'
      : 'Nice work!';
  const reply = writeProposal(
    {
      lead: `${cheer} I'll log ${describeLog(habit.row, action, before)} ${day}.`,
      question: 'Shall I log it?',
    },
    request.guest,
  );
  return proposeAction(request, reply, action);
}

/**
 * "read 3 more pages and slept 7 hours last night": a night closing a report of sleep dates that night's
 * sleep only; what else was reported beside it happened today.
 */
export function isNightsSleep(part: string, datePhrase: string): boolean {
  return /\bnight\b/.test(datePhrase) && part.includes(datePhrase) && sleepWords.test(part);
}
const sleepWords = /\b(?:slept|sleep|asleep|kip|shut-?eye)\b/;

/**
 * "log 20 pages of reading and 5 km of running": each habit's amount is read from the part of the
 * sentence that names it (the whole sentence when no part names it alone).
 */
function segmentNaming(text: string, habit: THabit, context: TContext): string {
  const own = partsNaming(text, habit, context);
  return own.length === 1 && own[0] && findQuantity(own[0]) !== null ? own[0] : text;
}

/** The one part of a list of reports that names the habit, or the whole text when none or several do. */
function partNaming(text: string, habit: THabit, context: TContext): string {
  const own = partsNaming(text, habit, context);
  return own.length === 1 && own[0] ? own[0] : text;
}

function partsNaming(text: string, habit: THabit, context: TContext): string[] {
  // "read 10 pages and 2 glasses": a part may name its habit by the unit alone.
  return text
    .split(/,|\band\b/)
    .filter((part) => (findHabit(part, context) ?? findHabitByUnit(part, context))?.row.id === habit.id);
}

/**
 * The habits a list of reports names: each by its whole name, plus a part with an amount that names
 * one partly or by its unit ("meditated, journaled, 8 glasses of water").
 */
function habitsNamedInParts(text: string, context: TContext): THabit[] {
  const named = findFullMatches(text, context.habits);
  // Where each habit is first named, part by part, to keep the order the user said them in ("ran then
  // stretched": "then" joins two reports as "and" does, in the order they happened).
  const firstSaid = new Map<string, number>();
  let at = 0;
  for (const part of text.split(/(,|\band\b|\bthen\b|\bplus\b)/)) {
    const habit = (findHabit(part, context) ?? findHabitByUnit(part, context))?.row;
    if (habit && !firstSaid.has(habit.id)) firstSaid.set(habit.id, at);
    if (habit && findQuantity(part) !== null && !named.some((row) => row.id === habit.id)) named.push(habit);
    at += part.length;
  }
  const position = (row: THabit) => firstSaid.get(row.id) ?? Number.MAX_SAFE_INTEGER;
  return named.sort((first, second) => position(first) - position(second));
}

/** A unit one of the user's habits counts in, said anywhere in the text ("pages"). */
function unitWordIn(text: string, context: TCoachRequest['context']): string | null {
  const units = context.habits.map((habit) => habit.unit).filter((unit): unit is string => unit !== null);
  return units.find((unit) => new RegExp(`\\b${unit.replace(/s$/, '')}s?\\b`).test(text)) ?? null;
}

/** "I finished 30 pages of my book": no habit is named, but only one counts pages. */
function findHabitByUnit(text: string, context: TCoachRequest['context']) {
  // "did a few more pages, like 6": the unit may be said apart from the number.
  const unit = findQuantity(text)?.unit ?? unitWordIn(text, context);
  if (!unit || timeUnits.has(unit)) return null;
  const counting = context.habits.filter((habit) => habit.active && habit.unit === unit);
  const only = counting[0];
  return counting.length === 1 && only ? { row: only, share: 1, count: 1, position: 0 } : null;
}

/**
 * "count the 7 books i read in january": an amount in a unit only a goal counts (no habit does) is about
 * the goal, not the habit's day.
 */
function countedByGoal(text: string, habit: THabit, context: TCoachRequest['context']): boolean {
  const unit = findQuantity(text)?.unit;
  if (!unit || unit === habit.unit || timeUnits.has(unit)) return false;
  return context.goals.some((goal) => goal.unit === unit) && !context.habits.some((row) => row.unit === unit);
}

/** "I will run tomorrow": nothing can be logged ahead of time, but the day's focus can say so. */
function proposePlannedFocus(request: TCoachRequest, habit: THabit, date: string): TCoachAnswer {
  const day = formatDay(date, request.context.today);
  const reply = writeProposal(
    {
      lead: `I can't log ${bold(habit.name)} before it happens, but I can make it your focus for ${day.replace(/^on /, '')} so it's the first thing you see.`,
      question: 'Shall I set that focus?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'set_focus', focus: habit.name, date });
}

const logLeadIns =
  /\b(?:log|logged|mark|marked|check(?:ed)? off|tick(?:ed)? off|record|as done|done|did|finished|completed|just|i've|i have|i|my|for|please)\b/g;

/** "log 20 minutes of yoga" with no Yoga habit: say so and offer to create it. */
function offerMissingHabit(request: TCoachRequest, text: string): TCoachAnswer | null {
  const activity = text.replace(logLeadIns, ' ').replace(/\s+/g, ' ').trim();
  const draft = readHabitDraft(activity, activity);
  if (draft === null) return null;
  const lead = `You don't have a habit called ${bold(draft.name)} yet, so there's nothing to log it on. I can create it for you — then log it right away.`;
  return proposeHabit(request, { ...draft, frequency: null }, lead);
}

import { addMonths } from '../../../domain/dates/add-months';
import { addDays } from '../../../domain/dates/date-key';
import type { TCoachAction, TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal, findHabit, findSkill, namesGoalInFull, shareOf } from './find-rows';
import { secondChange } from './parse-update-habit';
import { proposeAction } from './propose-action';
import { findDate } from './read-dates';
import { readGoalDraft, type TGoalDraftText } from './read-goal-draft';
import { findGivenName } from './read-habit-draft';
import { findQuantity, withoutSetAside } from './read-quantities';
import { recoverOriginal } from './recover-original';
import { reviveWords } from './revive-words';
import { withoutNameAside } from './without-name-aside';
import { bold, capitalize, formatAmount, formatDay, writeProposal } from './write-reply';

/**
 * Goals: new ones ("set a goal to run 100 km by June 30", "lose 5 kg in 3 months"), changes to
 * existing ones (completed, paused, new target, new deadline, new name) and baselines ("my current
 * weight is 82 kg for the weight goal").
 */

const goalWord = /\bgoals?\b/;
const deadlineWord =
  /\b(?:by|before|until|in \d+ (?:day|week|month|year)s?|within|this (?:year|month)|end of|in the next|over the next|(?:in|during) 20\d\d)\b/;
// "every day", "a week", "per session": an amount said with a rhythm is a habit's target, not a total.
const rhythmWord = /\b(?:every|each|daily|weekly|per|a (?:day|week|night|morning|session))\b/;
const outcomeVerb =
  /\b(?:lose|lost|gain|save|saved|earn|run|read|write|learn|finish|complete|reach|hit|get to|build|launch|publish|pay off|study|walk|swim|cycle|bike|climb|practice|meditate|bench|lift|squat|deadlift|visit|travel|ship|pass|get|have|be at|weigh)\b/;

export function buildCreateGoalAction(draft: TGoalDraftText): TCoachAction {
  return {
    type: 'create_goal',
    title: draft.title,
    ...(draft.target_value !== null ? { target_value: draft.target_value } : {}),
    ...(draft.unit !== null ? { unit: draft.unit } : {}),
    ...(draft.end_date !== null ? { end_date: draft.end_date } : {}),
  };
}

export function describeGoalDraft(draft: TGoalDraftText, today: string): string[] {
  return [
    `Goal: ${bold(draft.title)}`,
    draft.target_value !== null
      ? `Target: ${formatAmount(draft.target_value, draft.unit)}`
      : 'Target: done or not done',
    draft.end_date !== null
      ? `Deadline: ${formatDay(draft.end_date, today).replace(/^on /, '')}`
      : 'Deadline: none yet',
  ];
}

/** "1000 push-ups this month": a counted amount with no rhythm, before a deadline, is a total to reach. */
function isTotal(text: string): boolean {
  return findQuantity(text)?.unit != null && !rhythmWord.test(text);
}

export function parseCreateGoal(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const deadline = findDate(text, context.today, 'future');
  const asked =
    goalWord.test(text) ||
    (deadline !== null && deadlineWord.test(text) && (outcomeVerb.test(text) || isTotal(text))) ||
    /\bby (?:summer|spring|winter|fall|autumn)\b/.test(text);
  if (!asked) return null;
  return (
    readCreateGoal(request) ?? {
      reply:
        'Happy to set a goal. What do you want to achieve, and by when? For example: "run 100 km by June 30".',
      action: null,
    }
  );
}

/**
 * The goal's slots read from the whole message: the grammar above once it knows a goal is asked for,
 * and the slot filling for a message the classifier is sure asks for one ("target 200 hours of deep
 * work by the end of june").
 */
export function readCreateGoal(request: TCoachRequest): TCoachAnswer | null {
  const { context } = request;
  const draft = readGoalDraft(request.text, request.original, context.today);
  if (draft === null) return null;
  const reply = writeProposal(
    {
      lead: `Here's your goal: ${bold(draft.title)}${draft.end_date ? ` by ${formatDay(draft.end_date, context.today).replace(/^on /, '')}` : ''}.`,
      details: describeGoalDraft(draft, context.today),
      tip:
        draft.end_date === null
          ? 'A deadline makes it time-bound — say e.g. "by June 30" or "in 3 months".'
          : 'After it is saved you can link habits to it, so your daily work moves it forward.',
      question: 'Shall I create this goal?',
    },
    request.guest,
  );
  return proposeAction(request, reply, buildCreateGoalAction(draft));
}

const completedWords =
  /\b(?:completed?|done|finished|achieved|reached|accomplished|nailed|hit|crushed|smashed|made it|submitted|handed in|turned in|sent off|wrapped up)\b/;
// "stop the books goal for a bit": stopping a goal for a while is pausing it.
const pausedWords =
  /\b(?:pause|paused|on hold|hold off|freeze|suspend)\b|\b(?:stop|shelve|drop)\b.*\b(?:for (?:a (?:bit|while)|now|the time being)|until|till)\b/;
const resumeWords = /\b(?:resume|reactivate|restart|unpause|un-?freeze|thaw|re-?open|activate|back on)\b/;
// "give the thesis 2 more weeks": time added to a goal is a deadline moved. "by" counts only before a
// day or a month ("100 km by december 31"), since "raise it by 5" is an amount.
const deadlineChangeWords =
  /\b(?:deadline|due|end date|extend|move|push|postpone|delay|bring forward|until|till|extension|more time|(?:another|extra|additional) (?:\d+ )?(?:days?|weeks?|months?)|\d+ (?:more|extra|additional) (?:days?|weeks?|months?)|by (?:the end|end|next|this|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*|\d{4}-\d\d|\d{1,2}\/\d))\b/;
// "set the baseline of my books goal to 3": a starting point named outright is no target.
export const namesStart =
  /\b(?:baseline|starting (?:point|value|weight|distance|number)|start(?:ing)? (?:at|from))\b/;
// "4 kg is enough", "I'd settle for 15 books": an amount someone will be content with is the goal's
// target, never where they stand.
export const settlesForAmount =
  /\b(?:is|would be|will be|'s|be) (?:enough|plenty|fine|good enough)\b|\b(?:settle for|happy with|content with|will do)\b/;
// "the books goal can stretch to 22", "let it grow to 30": a goal said to reach a new amount has that target.
export const growsTo = /\b(?:stretch|grow|go up|move up|climb|rise|expand)(?: it| that)? to (?=\d)/;
const targetChangeWords = new RegExp(
  `\\b(?:target|change|set|bump|increase|decrease|raise|lower|adjust|make|should be|aim for|instead of|realistic)\\b|${settlesForAmount.source}|${growsTo.source}`,
);

/**
 * The goal a message is about, when it names one better than any habit. "the marathon goal" decides by
 * the words before "goal"; otherwise the whole message is compared ("goal" tips a tie).
 */
export function findNamedGoal(request: TCoachRequest) {
  const { text, context } = request;
  const named = /((?:\S+\s+){0,3})goal\b/.exec(text)?.[1];
  if (named) {
    const goal = findGoal(named, context);
    if (goal !== null && goal.share >= shareOf(findHabit(named, context))) return goal;
    // "pause my reading goal": a habit's daily "goal" is never paused, so any goal the words name is meant.
    if (goal !== null && (pausedWords.test(text) || resumeWords.test(text))) return goal;
  }
  const goal = findGoal(text, context);
  if (goal === null) return null;
  const habit = findHabit(text, context);
  const habitShare = shareOf(habit);
  if (goal.share > habitShare || (goalWord.test(text) && goal.share === habitShare)) return goal;
  if (habit !== null && namesGoalInFull(text, context, habit.row.name)) return goal;
  return null;
}

// "push the thesis deadline back two weeks", "extend the book goal by a month": a shift of the deadline.
const deadlineShift =
  /\b(?:back|out|later|forward|earlier|by|extra|more)?\s*(\d+|an?|another|one more|an extra) (?:more |extra |additional )?(days?|weeks?|months?)\b(?: (later|earlier|back|forward|more|extra))?/;

function shiftedDeadline(text: string, endDate: string | null): string | null {
  const match = deadlineShift.exec(text);
  if (endDate === null || match === null || /\bin (?:\d+|an?) (?:days?|weeks?|months?)\b/.test(text))
    return null;
  const count = /^\d+$/.test(match[1] ?? '') ? Number(match[1]) : 1;
  // A shift of years of days is not a deadline anyone means (and would leave the calendar).
  if (count > 366) return null;
  const earlier = /\b(?:bring forward|earlier|sooner)\b/.test(text) ? -1 : 1;
  const unit = match[2] ?? 'days';
  const key = endDate.slice(0, 10);
  if (unit.startsWith('month')) return addMonths(key, earlier * count);
  return addDays(key, earlier * count * (unit.startsWith('week') ? 7 : 1));
}

/** "push it back two weeks", "another 3 weeks": the goal's deadline moved by a span, with the words that said so. */
export function readDeadlineShift(
  text: string,
  endDate: string | null,
): { date: string; phrase: string } | null {
  const shifted = shiftedDeadline(text, endDate);
  return shifted === null ? null : { date: shifted, phrase: deadlineShift.exec(text)?.[0] ?? '' };
}

/** "push it back a month to the end of may": a day said outright wins over the span that led to it. */
function readNewDeadline(text: string, endDate: string | null, today: string) {
  if (!deadlineChangeWords.test(text)) return null;
  const shift = readDeadlineShift(text, endDate);
  if (shift === null) return findDate(text, today, 'future');
  return findDate(text.replace(shift.phrase, ' '), today, 'future') ?? shift;
}

/**
 * "my thesis is done" finishes a milestone; "finished 30 pages of my book" or "finished my book" is
 * progress toward a counted goal, which is done only when named in full or called a goal.
 */
function isCompletion(text: string, goal: NonNullable<ReturnType<typeof findNamedGoal>>): boolean {
  return (
    completedWords.test(text) &&
    !isShortOfTarget(text, goal.row) &&
    (goal.share === 1 ||
      goalWord.test(text) ||
      (goal.row.target_value === null && findQuantity(text) === null)) &&
    !/\b(?:not|almost|nearly|half)\b/.test(text)
  );
}

/**
 * "longest run done is 18km" of a 42 km goal, "finished 6" of 20 books: an amount below a counted
 * goal's target is progress toward it, never its completion.
 */
export function isShortOfTarget(text: string, goal: { name: string; target_value: number | null }): boolean {
  if (goal.target_value === null) return false;
  const amount = findQuantity(text.replace(goal.name.toLowerCase(), ' '));
  return amount !== null && amount.value < goal.target_value;
}

// "set a goal to read 30 books": a goal asked for with an article is a new one, whatever it resembles;
// so is "new reading goal for 2027: 50 books", a new goal with a word or two naming its kind.
export const asksForNewGoal =
  /\b(?:new|create|add|set|set up|start|make|begin)\s+(?:a|an|another|one more)\s+(?:new\s+)?goal\b|\bnew (?:[a-z]+ ){0,2}goal\b/;

/** "call my thesis goal 'Dissertation done'": a name given in quotes after a verb of naming, without "to". */
function quotedRename(request: TCoachRequest): [string, string] | null {
  // "should be named 'Get to 80kg'", "called 'Write 5 chapters'": the participle names it too, when the name
  // is quoted (an unquoted one after "called" is read whole by the rename wording).
  const participle = /\b(?:renamed|called|named)\b/.test(request.text) && /["'“‘]/.test(request.original);
  if (!participle && !/\b(?:rename|retitle|relabel|call|name)\b/.test(request.text)) return null;
  const given = findGivenName(request.original);
  return given === null ? null : [given, given.toLowerCase()];
}

// "remove the description from my thesis goal", "change the description of the thesis goal to '…'",
// "give the weight goal a description: no more takeaways".
// The verb may come after the description, pointing back to it ("the description is stale, blank it out"), or
// the description be said not to be needed any more.
const descriptionRemoved =
  /\b(?:remove|clear|delete|drop|erase|wipe|scrap|ditch|strip|blank|empty|get rid of|no)\b.*\bdescription\b|\bdescription\b.*\b(?:remove|clear|delete|drop|erase|wipe|scrap|ditch|strip|blank|empty|get rid of|lose|bin)\s+(?:it|that|this)\b|\b(?:doesn't|does not|don't|do not|no longer|won't) need (?:a|the|its|any|that) description\b/;
// "add a description to the books goal: …": the goal it goes to may be said with "to" before the colon.
const descriptionGiven =
  /\bdescription\b(?:\s+(?:of|for|on|to)\s+.+?(?=\s*:))?(?:\s+(?:of|for|on)\s+.+?)?\s*(?:\b(?:to|as|saying)\b\s*:?|:|=)\s*(.+)$/;

/** A goal's new description: null to remove it, undefined when none is said. */
function readNewDescription({ text, original }: TCoachRequest): string | null | undefined {
  if (!/\bdescription\b/.test(text)) return undefined;
  if (descriptionRemoved.test(text)) return null;
  const given = descriptionGiven.exec(text)?.[1]?.trim();
  if (given === undefined || given.length < 2) return undefined;
  return recoverOriginal(original, given.replace(/[.!]+$/, '')).slice(0, 500);
}

export function parseUpdateGoal(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  const goal = asksForNewGoal.test(text) ? null : findNamedGoal(request);
  if (goal === null) return null;
  const rename =
    /\b(?:rename|retitle|relabel|call)\b.*?\bto\s+["“]?([^"”]+?)["”]?[.!]*$/.exec(text) ??
    quotedRename(request);
  const changes: Record<string, unknown> = {};
  const said: string[] = [];
  const description = readNewDescription(request);
  if (description !== undefined) {
    changes.description = description;
    said.push(description === null ? 'remove its description' : `set its description to “${description}”`);
  } else if (rename?.[1]) {
    // update_goal's field is the goal's `name` (spec 5); `title` is only create_goal's. The name ends
    // where a second change starts ("… to Read 25 books and make it 25").
    const [namePart = '', alsoPart = ''] = rename[1].split(secondChange);
    const name = capitalize(recoverOriginal(request.original, withoutNameAside(namePart.trim())));
    changes.name = name;
    said.push(`rename it to ${bold(name)}`);
    const deadline = alsoPart ? readNewDeadline(alsoPart, goal.row.end_date, context.today) : null;
    if (deadline !== null) {
      changes.end_date = deadline.date;
      said.push(`move the deadline to ${formatDay(deadline.date, context.today).replace(/^on /, '')}`);
    }
    const target = alsoPart ? findQuantity(alsoPart.replace(deadline?.phrase ?? '', ' ')) : null;
    if (target !== null) {
      changes.target_value = target.value;
      said.push(`set the target to ${formatAmount(target.value, target.unit ?? goal.row.unit)}`);
    }
  } else if (pausedWords.test(text)) {
    changes.status = 'paused';
    said.push('pause it');
  } else if (resumeWords.test(text) || reviveWords.test(text)) {
    changes.status = 'active';
    said.push('make it active again');
  } else {
    // A deadline and a target compose: "make it 22 and due end of november" changes both.
    const deadline = readNewDeadline(text, goal.row.end_date, context.today);
    if (deadline !== null) {
      changes.end_date = deadline.date;
      said.push(`move the deadline to ${formatDay(deadline.date, context.today).replace(/^on /, '')}`);
    }
    const amountText = text.replace(goal.row.name.toLowerCase(), ' ').replace(deadline?.phrase ?? '', ' ');
    const amount =
      targetChangeWords.test(text) && !namesStart.test(text)
        ? findQuantity(withoutSetAside(amountText))
        : null;
    if (amount !== null) {
      changes.target_value = amount.value;
      if (amount.unit !== null) changes.unit = amount.unit;
      said.push(`set the target to ${formatAmount(amount.value, amount.unit ?? goal.row.unit)}`);
    }
    if (said.length === 0 && isCompletion(text, goal)) {
      changes.status = 'completed';
      said.push('mark it completed');
    }
  }
  if (said.length === 0) return null;
  const celebrate = changes.status === 'completed' ? 'Congratulations — that is a big one! ' : '';
  const reply = writeProposal(
    {
      lead: `${celebrate}For your goal ${bold(goal.row.name)}, I'll ${said.join(' and ')}.`,
      question: 'Shall I go ahead?',
    },
    request.guest,
  );
  return proposeAction(request, reply, { type: 'update_goal', goal_id: goal.row.id, ...changes });
}

const baselineWords =
  /\b(?:baseline|current|currently|right now|so far|starting (?:at|from|point)|at the moment|i'm at|i am at|i can (?:run|do|read|lift)|now)\b/;

// "weight loss target: 6 kg now, not 5": the target said outright is what changes, "now" or not; so is an amount
// one is "going for" or "aiming for" ("im going for 30 books now so update the book goal").
const targetNamed = new RegExp(
  `\\b(?:target|aim|should be|(?:going|aiming|shooting|gunning) for)\\b|${settlesForAmount.source}|${growsTo.source}`,
);

export function parseGoalBaseline(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!baselineWords.test(text) || (targetNamed.test(text) && !namesStart.test(text))) return null;
  const goal = findNamedGoal(request);
  if (goal === null) return null;
  // A skill's hours are a skill baseline, not a goal's.
  if (findSkill(text, context) !== null && /\bhours?\b/.test(text) && !goalWord.test(text)) return null;
  const amount = findQuantity(text.replace(goal.row.name.toLowerCase(), ' '));
  if (amount === null) return null;
  const unit = amount.unit ?? goal.row.unit;
  const metric = capitalize(goal.row.target_metric ?? unit ?? goal.row.name).slice(0, 60);
  const reply = writeProposal(
    {
      lead: `I'll record where you're starting for ${bold(goal.row.name)}: ${formatAmount(amount.value, unit)}.`,
      tip: 'With a starting point, your progress shows how far you have come, not just where you are.',
      question: 'Shall I save this baseline?',
    },
    request.guest,
  );
  return proposeAction(request, reply, {
    type: 'create_goal_baseline',
    goal_id: goal.row.id,
    metric: metric.length >= 2 ? metric : 'Baseline',
    value: amount.value,
    ...(unit !== null ? { unit } : {}),
  });
}

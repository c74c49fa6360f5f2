import { toActionInput } from '../../../domain/actions/to-action-input';
import { validateAction } from '../../../domain/actions/validate-action';
import type { TIntent } from '../../../domain/coach/chat-types';
import { classifyPendingReply } from '../../../domain/coach/pending-reply';
import type { TCoachContext } from '../coach-provider';
import { acceptsInOtherWords } from './accepts-in-other-words';
import { additionSaid } from './addition-words';
import { answerMessage } from './answer-message';
import { applyChanges, namesAnyChange } from './apply-changes';
import { buildActionContext } from './build-action-context';
import type { TCoachAction } from './coach-answer';
import { correctStepByUnit } from './correct-step-by-unit';
import { correctionAfterRemark } from './correction-after-remark';
import { asCorrection } from './correction-words';
import { fillPlaceholderHabit, fillPlaceholderName } from './fill-placeholder-name';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { withoutNumberKind } from './habit-kind-said';
import { linkAddedHabit } from './link-added-habit';
import { onMeantRow } from './meant-another-row';
import { narrowPendingBatch } from './narrow-pending-batch';
import { normalizeMessage } from './normalize-message';
import { saysNotDoneYet } from './not-done-yet';
import { reviewPendingReply } from './pending-reply-review';
import { withBareMinutes } from './practice-minutes-said-bare';
import { practiceOnNamedPart } from './practice-on-named-part';
import { findDate } from './read-dates';
import { rereadFocusAsRequest } from './reread-focus-as-request';
import { retractsReport } from './retracts-report';
import { onRowNotPending } from './row-not-pending-row';
import { datedReports, sameOnAnotherDay, saysBareReport } from './same-on-another-day';

const softConfirm =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|perfect|great|sounds good|looks good|looks great|sounds great|that's right|correct|exactly|absolutely|of course|go for it|let's do it|let's go|please do|do that|save it|apply it|fine|good|lovely|nice|right|that works|works for me|all good)\b[\s!.,a-z']*$/;
/**
 * "actually monday is fine, cancel that": a refusal said anywhere in the reply wins over what it names.
 * "no, 10 is right, leave it": a closing "leave it" or "keep it as it is" keeps the row as it is, so the
 * figure said before it is the one already there, not a change. "keep it" alone may accept, so it is no refusal.
 */
const refusal =
  /\b(?:cancel (?:that|it|this)|never ?mind|forget (?:it|that|about it)|scrap (?:it|that)|don't do (?:it|that))\b|[,.;!]\s*cancel[.!]*$|\bleave (?:it|that|this)(?: one| 1)?(?: (?:as it is|as is|alone|be|the way it is))?[.!]*$|\bkeep it (?:as it is|as is|the way it is)[.!]*$|^(?:(?:wait|no|hmm|oh|oops|actually)[,!.]?\s+)+(?:don't|do not)(?:[,!.]|$)/;
export type TIntentAnswer = { intent: TIntent; action?: unknown };

/** "no", "cancel that", "never mind": a refusal in so many words, not a reply that merely changes nothing. */
export function refusesOutright(userMessage: string): boolean {
  if (classifyPendingReply(userMessage) === 'deny') return true;
  return refusal.test(withoutNumberKind(withoutAsides(normalizeMessage(userMessage))));
}

/**
 * How a message answers a pending action. The listed confirm and deny words settle it (spec 4); so do
 * "sounds good" and the like. Otherwise the message is read as a change to the
 * action ("make it 30 pages", "call it Reading", "tomorrow instead", "at 7am", "weight 2"): when that
 * gives a different action, the intent is modify with the changed action.
 * When nothing in the message can be applied, the intent is deny: the coach never runs something the
 * user did not clearly accept, and the web client then drops the pending action.
 */
export function interpretPendingReply(
  pendingAction: unknown,
  userMessage: string,
  context: TCoachContext,
): TIntentAnswer {
  const settled = classifyPendingReply(userMessage);
  if (settled === 'confirm' || settled === 'deny') return { intent: settled };
  const text = withoutNumberKind(withoutAsides(normalizeMessage(userMessage)));
  if (refusal.test(text)) return { intent: 'deny' };
  if (acceptsInOtherWords(userMessage)) return { intent: 'confirm' };
  const actionContext = buildActionContext(context);
  const pending = validateAction(pendingAction, actionContext);
  // Changes are made on the flat form the catalogue reads, whether the action came flat or validated.
  const original = pending.ok ? toActionInput(pending.value) : null;
  if (original && (saysNotDoneYet(original, text) || retractsReport(original, normalizeMessage(userMessage))))
    return { intent: 'deny' };
  // "meditate not floss", "didnt floss, just the meditation": the step named is kept or swapped as said (no
  // second thing added, no whole refusal), a reading precise enough to need no second opinion.
  const named =
    original && (onRowNotPending(original, text, context) ?? narrowPendingBatch(original, text, context));
  if (named) return { intent: 'modify', action: named };
  const ruled = readReply(original, text, userMessage, context);
  if (original === null) return ruled;
  return reviewPendingReply(
    ruled,
    { raw: userMessage, text: normalizeMessage(userMessage), pending: original },
    context,
  );
}

/** What the rules read in a reply that is no plain yes, no or refusal: an addition, a change, an acceptance. */
function readReply(
  original: TCoachAction | null,
  text: string,
  userMessage: string,
  context: TCoachContext,
): TIntentAnswer {
  const habit = original && fillPlaceholderHabit(original, userMessage, context);
  if (habit) return { intent: 'modify', action: habit };
  // "name it Evening walk rather than just walking": what a closing "rather than" names is no part of the name.
  const raw = userMessage.trim().replace(/[,\s]+(?:rather than|instead of) [^,.;!?]+[.!]*$/i, '');
  // "and flossed too" adds a second thing before it could be read as a change to the first.
  const added =
    original &&
    (readSameChangeAdded(original, text, context) ??
      linkAddedHabit(original, text, context) ??
      readAnyAddition(original, text, context) ??
      readSameFor(original, text, context) ??
      readAnotherReport(original, text, context));
  if (added) return { intent: 'modify', action: added };
  const instead =
    original &&
    (reportInsteadOfNewHabit(original, text, context) ??
      practiceOnNamedPart(original, text, context) ??
      onMeantRow(original, text, context));
  if (instead) return { intent: 'modify', action: instead };
  // "hmm 30 is a stretch, go with 28": the change said after a remark is read alone.
  const remark = correctionAfterRemark(text);
  const changed =
    original &&
    (correctNamedStep(original, text, raw, context) ??
      correctStepByUnit(original, text, raw, context) ??
      applyChanges(original, remark ?? asCorrection(text), remark ?? raw, context));
  const reread = original && rereadFocusAsRequest(original, changed, text, context);
  if (reread) return { intent: 'modify', action: reread };
  // A change that breaks a rule ("make it 20000 pages") is still returned: the intent route checks it and
  // tells the user which rule, and the pending action stays as it was.
  if (original && changed && JSON.stringify(changed) !== JSON.stringify(original))
    return { intent: 'modify', action: changed };
  if (softConfirm.test(text) && !/\b(?:but|instead|change|make it)\b/.test(text))
    return { intent: 'confirm' };
  // "8 glasses" after "log 8 glasses of water": saying again what is proposed accepts it.
  const restates = original && changed && namesAnyChange(original, text, raw, context);
  if (restates && !opensWithNo.test(text)) return { intent: 'confirm' };
  const named = original && fillPlaceholderName(original, userMessage);
  return named ? { intent: 'modify', action: named } : { intent: 'deny' };
}

/** "actually nah, not today", "hmm no, every day": a reply that opens with a no never accepts by restating. */
const opensWithNo = /^(?:(?:actually|hmm|oh|ugh|um|well|wait|ah)[,!.]?\s+)*(?:no|nope|nah|not|don'?t)\b/;

// "flossed too btw", "more like 50 tbh", "35 actually", "forty minutes roughly", "19 actually, miscounted",
// "18 it turns out", "22 in the end":
// what is said around a reply, not part of it (a correction said with "actually" or an apology at its end
// is still the correction).
const trailingAside =
  /(?:[\s,;-]+(?:btw|tbh|lol|haha|i think|i reckon|honestly|though|pls|please|thanks|really|actually|roughly|approx(?:imately)?|or so|give or take|i guess|(?:i )?miscounted|(?:i )?misread|(?:i )?mis-?typed|(?:i )?mis(?:remembered|spoke|said|heard)|typo|my (?:bad|mistake)|sorry|oops|whoops|(?:it )?turns out|(?:as )?it (?:turns out|happens|seems)|in the end|after all|on reflection|(?:now )?(?:that )?i (?:check(?:ed)?|look(?:ed)?|(?:re-?)?count(?:ed)?|double[- ]?checked|added (?:it|them) up)))+[\s!.]*$/;

function withoutAsides(text: string): string {
  return text.replace(trailingAside, '');
}

/**
 * "and flossed too", "and 20 pages of reading", "and one for walking the dog": a second thing of the
 * same kind joins the pending action in one batch (issue 36), read as a request of its own in the
 * pending action's words.
 */
export function readAddition(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const rest = additionSaid(text);
  if (rest === null) return null;
  const steps = pending.type === 'batch' && Array.isArray(pending.actions) ? pending.actions : [pending];
  const kind = (steps[0] as TCoachAction | undefined)?.type;
  const read = saysBareReport(rest, context) ? null : readInPendingWords(kind, rest, context);
  const action = read ? onSameDay(read, steps, rest, context) : sameOnAnotherDay(steps, rest, context);
  if (!action || action.type !== kind) return null;
  if (steps.some((step) => JSON.stringify(step) === JSON.stringify(action))) return null;
  return { type: 'batch', actions: [...steps, action] };
}

/**
 * "and flossed too" joins a log; "also log a 30 min focus session on it", said on a pending focus, is
 * another kind of thing: read alone, it joins the batch all the same (said with "also", it is no new
 * request replacing the first).
 */
export function readAnyAddition(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const same = readAddition(pending, text, context);
  const rest = same === null ? additionSaid(text) : null;
  if (rest === null) return same;
  const steps = stepsOf(pending);
  const read = answerMessage(inFocusWords(steps, rest, context), context, false).action;
  if (read === null || read.type === 'batch' || read.type === steps[0]?.type) return null;
  return { type: 'batch', actions: [...steps, read] };
}

/**
 * "focus: the quarterly report" then "also kick off a 50-minute session": said beside a focus, a session
 * that names nothing else is a focus session, not a new habit called "Minute session".
 */
function inFocusWords(steps: readonly TCoachAction[], rest: string, context: TCoachContext): string {
  if (!steps.some((step) => step.type === 'set_focus')) return rest;
  // "a 30 min guitar session" is practice on the skill it names.
  if (findSkill(rest, context) ?? findSubskill(rest, context) ?? findHabit(rest, context)) return rest;
  return rest.replace(/\b(?<!focus |practice |practi[cs]ing )(session|block|timer)\b/, 'focus $1');
}

/**
 * "log 10 pages" then "and 6 glasses of water" when the day holds 8: said alone, a report below the
 * day's value asks "add, or correct the day?" (decision 0025); added to a log the user is about to
 * confirm, it states the day's amount as the first did, and the proposal shows "8 → 6" before any change.
 */
function readInPendingWords(
  kind: string | undefined,
  rest: string,
  context: TCoachContext,
): TCoachAction | null {
  const request = inPendingWords(kind, rest);
  const answer = answerMessage(request, context, false);
  if (
    answer.action !== null ||
    kind !== 'log_habit' ||
    !/\balready has\b.*\bor correct the day\b/.test(answer.reply)
  )
    return answer.action;
  return answerMessage(`${request} instead`, context, false).action;
}

// "another one, Rowing", "one more called Rowing": the words that say "one more" before the name it is given.
const anotherNamed = /^(?:another|one more|1 more)(?: (?:one|1))?(?:\s*[,:-]\s*|\s+(?:called|named)\s+)/;

/**
 * The addition said as a request of the pending kind: "and one for walking the dog" is a new habit,
 * "and 15 of chords" 15 minutes of practice, "and the reading one 25 pages" a new target for Read.
 */
function inPendingWords(kind: string | undefined, rest: string): string {
  if (kind === 'create_habit')
    return `add a habit ${rest.replace(anotherNamed, '').replace(/^(?:one|another)\s+(?:for|to)\s+/, 'to ')}`;
  if (kind === 'create_skill_entry') return withBareMinutes(rest);
  if (kind === 'update_habit' && !/\b(?:pause|resume|archive|rename|call)\b/.test(rest))
    return `change the target of ${rest.replace(/\b(?:one|target)\b/g, ' ').replace(/\s+(?=\d)/, ' to ')}`;
  return rest;
}

/** "read 20 pages yesterday" then "and flossed": a report that names no day is for the pending one's day. */
function onSameDay(
  action: TCoachAction,
  steps: unknown[],
  rest: string,
  context: TCoachContext,
): TCoachAction {
  const last = steps.at(-1) as TCoachAction | undefined;
  if (!datedReports.includes(action.type) || last?.date === undefined) return action;
  return findDate(rest, context.today, 'past') === null ? { ...action, date: last.date } : action;
}

function stepsOf(pending: TCoachAction): TCoachAction[] {
  return (
    pending.type === 'batch' && Array.isArray(pending.actions) ? pending.actions : [pending]
  ) as TCoachAction[];
}

// "same for stretching", "do the same for journal", "ditto for floss": the pending change on another row.
const sameFor =
  /^(?:and |also |oh )?(?:(?:do )?(?:the )?same (?:for|with|to|on)|ditto(?: for| with)?)\s+(.+)$/;

export function readSameFor(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const named = sameFor.exec(text)?.[1];
  const steps = stepsOf(pending);
  const last = steps.at(-1);
  if (named === undefined || last === undefined) return null;
  const habit = typeof last.habit_id === 'string' ? findHabit(named, context) : null;
  const goal = typeof last.goal_id === 'string' && habit === null ? findGoal(named, context) : null;
  const onRow = habit ? { ...last, habit_id: habit.row.id } : goal ? { ...last, goal_id: goal.row.id } : null;
  const again = onRow && onDaySaid(onRow, named, context);
  if (again === null || steps.some((step) => JSON.stringify(step) === JSON.stringify(again))) return null;
  return { type: 'batch', actions: [...steps, again] };
}

/** "same for stretch on friday": a report repeated on another row is on the day said with it, if any. */
function onDaySaid(step: TCoachAction, named: string, context: TCoachContext): TCoachAction {
  const found = datedReports.includes(step.type) ? findDate(named, context.today, 'past') : null;
  return found ? { ...step, date: found.date } : step;
}

// "same dates", "same again", "likewise": what says the change is repeated as it stands.
const sameAgain =
  /[\s,;-]*\b(?:(?:the )?same (?:dates?|days?|time|thing|again|way|as (?:that|before|above))|likewise|ditto)\b[.!]*/g;
// Changes that fit any row: a pause, a resume, archiving. A target, a unit or a name belongs to its row.
const sharedChange = new Set(['type', 'habit_id', 'pause', 'active']);
const isSharedChange = (step: TCoachAction) =>
  step.type === 'update_habit' && Object.keys(step).every((key) => sharedChange.has(key));

/**
 * "pause floss through dec 6" then "and stretch, same dates", "stretch too": a row added to a pending
 * pause (or archiving) takes the same change, as "same for stretch" does; a report ("and
 * flossed too") is read as a report of its own instead.
 */
function readSameChangeAdded(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  if (!stepsOf(pending).every(isSharedChange)) return null;
  const repeated = text.replace(sameAgain, '') !== text;
  const said = text.replace(sameAgain, ' ').trim();
  const row = additionSaid(said) ?? (repeated ? said : null);
  if (row === null || row === '' || /\d/.test(row)) return null;
  return readSameFor(pending, `same for ${row}`, context);
}

/**
 * "finished 21 pages tonight" then "water was 10 glasses": a report on another habit, said while a log
 * is pending, is a second log for the same batch, not a change to the first.
 */
function readAnotherReport(pending: TCoachAction, text: string, context: TCoachContext): TCoachAction | null {
  const steps = stepsOf(pending);
  if (!steps.every((step) => step.type === 'log_habit')) return null;
  const named = findHabit(text, context)?.row.id;
  if (named === undefined || steps.some((step) => step.habit_id === named)) return null;
  const read = readInPendingWords('log_habit', text, context);
  if (read?.type !== 'log_habit' || read.habit_id !== named) return null;
  return { type: 'batch', actions: [...steps, onSameDay(read, steps, text, context)] };
}

/**
 * "oh the run was yesterday actually" on a batch of a stretch and a run: the step whose habit the
 * correction names is corrected, the other steps stay as they were.
 */
function correctNamedStep(
  pending: TCoachAction,
  text: string,
  original: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'batch') return null;
  const steps = stepsOf(pending);
  const named = findHabit(text, context)?.row.id;
  const index = steps.findIndex((step) => step.habit_id === named);
  const step = steps[index];
  if (named === undefined || step === undefined) return null;
  const changed = applyChanges(step, asCorrection(text), original, context);
  if (changed === null || JSON.stringify(changed) === JSON.stringify(step)) return null;
  return { type: 'batch', actions: steps.map((other, at) => (at === index ? changed : other)) };
}

const reportKinds = new Set(['log_habit', 'create_skill_entry']);

/** The words of a name, for telling whether a report is about the habit being made. */
function nameWords(name: unknown): Set<string> {
  return new Set(
    String(name)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 2),
  );
}

/**
 * "evening coach, long shift done" read as a new habit, then "ten glasses of water today, log it": a
 * report on one of the user's own rows, sharing no word with the habit being made, is what the user
 * meant instead, not a target for the new habit ("10 glasses of water a day" on a new "Drink more water"
 * still sets its target).
 */
function reportInsteadOfNewHabit(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'create_habit') return null;
  const read = answerMessage(text, context, false).action;
  if (read === null || !reportKinds.has(read.type)) return null;
  const row =
    findHabit(text, context)?.row.name ??
    findSubskill(text, context)?.row.name ??
    findSkill(text, context)?.row.name;
  const pendingWords = nameWords(pending.name);
  if (row === undefined || [...nameWords(row)].some((word) => pendingWords.has(word))) return null;
  return read;
}

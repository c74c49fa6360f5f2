import type { TChatMessage } from '../../../domain/coach/chat-types';
import type { TCoachContext } from '../coach-provider';
import { additionSaid } from './addition-words';
import { askedOfLastNamed, forLastNamed, onQuestionDay, sameQuestionFor } from './after-question';
import { answerAddOrCorrect } from './answer-add-or-correct';
import { answerAside } from './answer-aside';
import { answerMessage } from './answer-message';
import { answerSmallTalk } from './answer-small-talk';
import { withoutRowOne, withPlaceholderNamed, withPlaceholderReplaced } from './ask-which-row';
import { onAskedFocusLength, onAskedSubskillName, onAskedTarget } from './asked-target-or-length';
import { changeAfterQuestion } from './change-after-question';
import { isPlainQuestion } from './classify-message-kind';
import { withoutCourtesyAfterQuestion } from './closing-courtesy';
import type { TCoachAction, TCoachAnswer } from './coach-answer';
import { describeAction } from './describe-action';
import { onAskedAmount } from './fill-asked-amount';
import { withoutChoiceLabel } from './fill-placeholder-name';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { withoutHabitKind } from './habit-kind-said';
import { interpretPendingReply, readAnyAddition } from './interpret-pending-reply';
import { normalizeMessage } from './normalize-message';
import { proposeGeneralPractice, whichPartQuestion } from './parse-skill-requests';
import { pendingBefore } from './pending-before';
import { answerFirstMessage } from './question-veto';
import { findDate } from './read-dates';
import { givenName } from './read-given-name';
import { findDuration } from './read-quantities';
import { proposeTogether } from './read-several-requests';
import { attributeForRow, referBackToDay, referBackToKind, referBackToLastNamed } from './refer-to-earlier';
import { withoutTurnOpener } from './request-after-chat';
import { tellsCircumstance } from './tells-circumstance';
import { bold, writeProposal } from './write-reply';

/**
 * The answer to the last message of a conversation (the chat route's messages, oldest first). What was
 * said before carries over (decision 0032): "it" and "that one" are the habit, goal or skill last
 * mentioned, and a message that is no request on its own ("45 minutes", "the quarterly report") is read
 * together with the request before it ("I practiced guitar", "set my focus for today").
 */
export function answerInConversation(
  messages: readonly TChatMessage[],
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer {
  const said = messages.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const earlier = said.slice(0, -1);
  // "Swimming as the name" answers what the request before left open with the bare name.
  const sent = withoutCourtesyAfterQuestion(said.at(-1) ?? '');
  // "piano, yes or no every day": the kind of habit said after its name is no part of the name.
  // "ok i'll go with clean the garage": the words offering the answer as the choice are no part of it.
  const last = earlier.length > 0 ? (givenName(sent) ?? withoutHabitKind(withoutChoiceLabel(sent))) : sent;
  const read = referBackToDay(
    referBackToLastNamed(referBackToKind(last, earlier), earlier, context),
    earlier,
    context.today,
  );
  // "anyway could you log …" after small talk: the turn back to business is no part of the request.
  const message = earlier.length > 0 ? withoutTurnOpener(read, context, guest) : read;
  const previous = earlier.at(-1);
  const sameAsked = previous === undefined ? null : sameQuestionFor(previous, message, context, guest);
  if (sameAsked !== null) return sameAsked;
  if (previous === undefined) return answerFirstMessage(message, context, guest);
  const asked = askedWhich.exec(lastSaid(messages, 'assistant'))?.[1];
  // "which habit?" → "flossing, did it after dinner": an answer that opens on a row is that answer, though
  // its "did it …" reads like a question alone.
  const answersWhich = asked !== undefined && opensOnRow(message, context);
  if (!answersWhich && isPlainQuestion(normalizeMessage(message)))
    return askedOfLastNamed(message, earlier, context, guest);
  // "link a habit to my marathon goal" → "stretching": when the request before was left open (the
  // coach asked back), the message completes it before it is read on its own as a log of Stretch.
  const edited = answerAddOrCorrect(previous, { typed: sent, read: message }, context, guest);
  if (edited !== null) return edited;
  const whole =
    onWholeSkill(messages, message, context, guest) ??
    onNamedPart(messages, message, context, guest) ??
    onAskedLength(messages, message, context, guest) ??
    onAskedTarget(lastSaid(messages, 'assistant'), message, context, guest) ??
    onAskedSubskillName(lastSaid(messages, 'assistant'), message, context, guest) ??
    onAskedFocusLength(
      lastSaid(messages, 'assistant'),
      lastSaid(messages, 'user', 2),
      message,
      context,
      guest,
    ) ??
    onAskedAmount(lastSaid(messages, 'assistant'), message, context, guest);
  if (whole !== null) return whole;
  // "also meditated" joins the proposal still pending, before it could complete an open request.
  const added = addToPending(messages, message, context, guest);
  if (added !== null) return added;
  const together = () => readTogether(previous, message, context, guest);
  if (asked !== undefined)
    return onAskedWhich(
      asked,
      previous,
      message,
      (said) => completeAsked(asked, previous, said, context, guest),
      context,
    );
  if (leftOpen(previous, context, guest)) {
    const completed = together();
    if (completed !== null) return completed;
  }
  const onDay = (read: TCoachAnswer) => onQuestionDay(previous, message, read, context, guest);
  // "pages on wednesday the 25th?" then "put 18 down for that day": after a question, a log that names
  // no row is for the row the question named; the question's own figures ("25th") are no part of it.
  const onNamed = () => {
    const read = forLastNamed(message, earlier, context, guest);
    return read === null ? null : onDay(read);
  };
  const afterQuestion = isPlainQuestion(normalizeMessage(previous));
  const forNamed = afterQuestion ? onNamed() : null;
  if (forNamed !== null) return forNamed;
  const answer = onDay(answerMessage(message, context, guest));
  if (answer.action !== null) return answer;
  if (afterQuestion)
    return (
      together() ?? changeAfterQuestion(messages, message, context, guest, answerInConversation) ?? answer
    );
  return together() ?? onNamed() ?? answer;
}

/** What `role` said last (`back` 1), or the time before (`back` 2); empty when it said nothing then. */
function lastSaid(messages: readonly TChatMessage[], role: TChatMessage['role'], back = 1): string {
  return messages.filter((entry) => entry.role === role).at(-back)?.content ?? '';
}

/**
 * "I practiced guitar" (the coach asked how long, and on which part) then "45 minutes": a reply that
 * again names no part is practice on the skill as a whole (its General subskill, decision 0025), not
 * the same question a second time.
 */
const saysWholeSkill =
  /\b(?:whole|general|all of it|everything|no (?:particular|specific) part|not (?:a|any) (?:particular|specific) part|a bit of everything|mixed|all of them)\b/;

function onWholeSkill(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const asked = lastSaid(messages, 'assistant');
  if (!whichPartQuestion.test(asked)) return null;
  const text = normalizeMessage(message);
  const before = lastSaid(messages, 'user', 2);
  const duration =
    findDuration(text) ?? (saysWholeSkill.test(text) ? findDuration(normalizeMessage(before)) : null);
  const skill = findSkill(normalizeMessage(asked), context);
  const other = findSkill(text, context);
  if (duration === null || skill === null || findSubskill(text, context) !== null) return null;
  if (findHabit(text, context) !== null || (other !== null && other.row.id !== skill.row.id)) return null;
  return proposeGeneralPractice({ original: message, text, context, guest }, skill.row, duration.seconds);
}

/**
 * "log guitar" (the coach asked how long, and on which part) then "fingerstyle": the part is answered,
 * so only the length is asked again, on that part; the next message ("30 minutes") completes it.
 */
function onNamedPart(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const asked = lastSaid(messages, 'assistant');
  const text = normalizeMessage(message);
  const before = normalizeMessage(lastSaid(messages, 'user', 2));
  const skill = findSkill(normalizeMessage(asked), context);
  const part = findSubskill(text, context);
  if (!whichPartQuestion.test(asked) || skill === null || part?.row.parent_skill_id !== skill.row.id)
    return null;
  // "30 mins of spanish" → "it was vocab, and closer to 40 min": the length the answer says is the one.
  const said = findDuration(text);
  if (said !== null) {
    const day = findDate(text, context.today, 'past') ?? findDate(before, context.today, 'past');
    const minutes = Math.round(said.seconds / 60);
    const reading = `practiced ${part.row.name} for ${minutes} minutes ${day?.phrase ?? ''}`;
    const answer = answerMessage(reading.trim(), context, guest);
    return answer.action === null ? null : answer;
  }
  // "I played guitar for two hours" → "chords mostly": the length was said, the existing reading completes it.
  if (findDuration(before) !== null) return null;
  return { reply: `How long did you practice **${part.row.name}**? Say e.g. "45 minutes".`, action: null };
}

const askedLength = /^(?:Nice! )?How long did you practice \*\*(.+?)\*\*\?/;

/**
 * "How long did you practice Vocabulary?" then "twenty five" or "25 min, on friday": a bare number
 * answering how long is minutes.
 */
function onAskedLength(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const part = askedLength.exec(lastSaid(messages, 'assistant'))?.[1];
  const text = normalizeMessage(message);
  const bare = /^(?:about |around |maybe |roughly )?(\d+(?:\.\d+)?)(?:ish)?[.!]*$/.exec(text)?.[1];
  const length = findDuration(text);
  const minutes = bare ?? (length === null ? undefined : Math.round(length.seconds / 60));
  if (part === undefined || minutes === undefined) return null;
  // "25 min, on friday": the day said with the length is the practice's day.
  const day = findDate(text, context.today, 'past')?.phrase ?? '';
  const answer = answerMessage(`practiced ${part} for ${minutes} minutes ${day}`.trim(), context, guest);
  return answer.action === null ? null : answer;
}

/**
 * "flossed" then "also meditated": sent as a new message (it says "also"), the second report joins the
 * proposal the message before made, in one batch, as it would while that proposal was pending.
 */
function addToPending(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
) {
  const text = normalizeMessage(message);
  // Replayed only for an addition: most messages need no proposal read back.
  if (additionSaid(text) === null) return null;
  const prior = pendingBefore(messages, context, guest, answerInConversation);
  const joined = prior && readAnyAddition(prior, text, context);
  if (!joined || !Array.isArray(joined.actions)) return null;
  return proposeTogether({ original: message, text, context, guest }, joined.actions as TCoachAction[]);
}

const askedWhich = /^Which (habit|goal|skill) do you mean\b/;

/** "stretch, after work", "the guitar one - 15 hours": the first clause names one of the user's rows. */
function opensOnRow(message: string, context: TCoachContext): boolean {
  if (/\?\s*$/.test(message)) return false;
  const first = normalizeMessage(message.split(/[,;]|\s-\s/)[0] ?? message);
  return (findHabit(first, context) ?? findGoal(first, context) ?? findSkill(first, context)) !== null;
}

/**
 * "one of my goals needs editing" (the coach asked which) then "the books one": the request completed
 * acts on the row named, or on the figure the request named ("deadline") with the value said after the
 * row; when the answer named only the row, the coach asks what to do with it;
 * "it" in the next message is that row. A new focus or habit made of the name is no answer to "which".
 */
function onAskedWhich(
  kind: string,
  previous: string,
  message: string,
  complete: (said: string) => TCoachAnswer | null,
  context: TCoachContext,
) {
  // "spanish, not guitar": the row ruled out is no part of the answer.
  const said = withoutRowOne(
    message.replace(/(?:[,;]\s*|\s+)(?:not|rather than|instead of) (?:the |my )?[\w-]+(?: one)?\b/, ''),
    context,
  );
  const completed = complete(said);
  if (actsOnRows(completed?.action) || asksBack(completed)) return completed as TCoachAnswer;
  // "stretch, i always forget that one": a remark after the name is no part of the answer.
  const named = said.split(/[,;]|\s-\s/)[0] ?? said;
  const fromName = named === said ? null : complete(named);
  if (actsOnRows(fromName?.action) || asksBack(fromName)) return fromName as TCoachAnswer;
  const text = normalizeMessage(said);
  const row =
    kind === 'habit'
      ? findHabit(text, context)
      : kind === 'goal'
        ? findGoal(text, context)
        : findSkill(text, context);
  if (row === null) return completed ?? answerMessage(message, context, false);
  const reading = attributeForRow(previous, said, row.row.name);
  const onFigure = reading === null ? null : answerMessage(reading, context, false);
  if (actsOnRows(onFigure?.action)) return onFigure as TCoachAnswer;
  return {
    reply: `What should change about ${bold(row.row.name)}? Say e.g. "move it to june".`,
    action: null,
  };
}

/**
 * The request the coach asked "which?" about, completed by the answer: said in place of the row first,
 * then joined to it; "add practice" → "spanish" asks back how long and on which part.
 */
function completeAsked(kind: string, previous: string, said: string, context: TCoachContext, guest: boolean) {
  const inPlace = withPlaceholderReplaced(previous, said);
  const read = inPlace === null ? null : answerMessage(inPlace, context, guest);
  // The answer to "which goal?" is a goal: a reading that acts on a habit took another word for the row.
  if (read?.action && actsOnRows(read.action) && `${kind}_id` in firstStep(read.action)) return read;
  const joined = answerMessage(`${previous.replace(/[\s,.!?]*$/, '')}: ${said}`, context, guest);
  return readTogether(previous, said, context, guest) ?? (asksBack(joined) ? joined : null);
}

function firstStep(action: TCoachAction): TCoachAction {
  return action.type === 'batch' && Array.isArray(action.actions)
    ? (action.actions[0] as TCoachAction)
    : action;
}

/**
 * "How long did you practice **Spanish**, and on which part…?", "How long did you practice **Vocabulary**?":
 * the completed request asks what it lacks.
 */
function asksBack(answer: TCoachAnswer | null): boolean {
  return answer?.action === null && (whichPartQuestion.test(answer.reply) || askedLength.test(answer.reply));
}

/** An action on the user's rows (a batch when every step is one), not a new row made of the answer. */
function actsOnRows(action: TCoachAction | null | undefined): boolean {
  if (!action) return false;
  if (action.type === 'batch' && Array.isArray(action.actions))
    return (action.actions as TCoachAction[]).every((step) => actsOnRows(step));
  return ['habit_id', 'goal_id', 'skill_id', 'parent_skill_id'].some((key) => key in action);
}

/** A request the coach could not act on yet ("create a goal", "set my focus for today"): no question, no small talk. */
function leftOpen(previous: string, context: TCoachContext, guest: boolean): boolean {
  const text = normalizeMessage(previous);
  const said = { original: previous, text, context, guest };
  // "long time no chat haha", "hey coach, 12 hour shift done" ask for nothing: the next message is read alone.
  if (isPlainQuestion(text) || answerSmallTalk(said) !== null || answerAside(said) !== null) return false;
  if (tellsCircumstance(said)) return false;
  return answerMessage(previous, context, guest).action === null;
}

/** The previous request and this message read as one: joined, or the message in place of "a habit". */
function readTogether(
  previous: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  // "tomorrows focus please", "add a subskill for me" then "prepare the budget", "tapping": the politeness
  // is no part of the request, nor of the name said next.
  // "can we add a new subskill" then "for guitar, called strumming": the asking frame is politeness too,
  // and "we" no word of the name.
  const stem = previous
    .replace(/(?:[\s,]+(?:for me|please|pls|plz|thanks))*[.!?\s]*$/i, '')
    .replace(
      /^(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:can|could|would|will) (?:we|you|u) (?:please |just |maybe )?/i,
      '',
    );
  const placeholder = /\b(?:a|an|one|some)\s+(?:habit|goal|skill|subskill)\b|\bsomething(?: else| new)?\b/i;
  // "start tracking something else" → "bike rides": the message in place of the placeholder reads first.
  const named = withPlaceholderNamed(stem, message);
  const readings = [
    ...(named === null ? [] : [named]),
    ...(/\bsomething\b/i.test(stem) ? [stem.replace(placeholder, message)] : []),
    `${stem}: ${message}`,
    `${stem} ${message}`,
    ...(placeholder.test(stem) ? [stem.replace(placeholder, message)] : []),
  ];
  // "thanks for yesterday" then "set today's focus to …": the day the message names is its own.
  const ownDay = findDate(normalizeMessage(message), context.today, 'past')?.date;
  for (const reading of readings) {
    const answer = answerMessage(reading, context, guest);
    const day = answer.action === null ? undefined : firstStep(answer.action).date;
    if (answer.action !== null && (ownDay === undefined || day === undefined || day === ownDay))
      return answer;
  }
  return null;
}

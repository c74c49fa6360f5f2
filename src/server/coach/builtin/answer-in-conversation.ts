import type { TChatMessage } from '../../../domain/coach/chat-types';
import type { TCoachContext } from '../coach-provider';
import { answerAside } from './answer-aside';
import { answerMessage } from './answer-message';
import { answerSmallTalk } from './answer-small-talk';
import { withPlaceholderNamed } from './ask-which-row';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAction, TCoachAnswer } from './coach-answer';
import { describeAction } from './describe-action';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';
import { additionSaid, interpretPendingReply, readAnyAddition } from './interpret-pending-reply';
import { normalizeMessage } from './normalize-message';
import { proposeGeneralPractice, whichPartQuestion } from './parse-skill-requests';
import { pendingBefore } from './pending-before';
import { findDate } from './read-dates';
import { findDuration } from './read-quantities';
import { proposeTogether } from './read-several-requests';
import { writeProposal } from './write-reply';

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
  const last = said.at(-1) ?? '';
  const earlier = said.slice(0, -1);
  const message = referBackToDay(
    referBackToLastNamed(referBackToKind(last, earlier), earlier, context),
    earlier,
    context.today,
  );
  const previous = earlier.at(-1);
  if (previous === undefined || isPlainQuestion(normalizeMessage(message)))
    return answerMessage(message, context, guest);
  // "link a habit to my marathon goal" → "stretching": when the request before was left open (the
  // coach asked back), the message completes it before it is read on its own as a log of Stretch.
  const edited = editAskedReport(previous, message, context, guest);
  if (edited !== null) return edited;
  const whole =
    onWholeSkill(messages, message, context, guest) ??
    onNamedPart(messages, message, context) ??
    onAskedLength(messages, message, context, guest) ??
    onAskedTarget(messages, message, context, guest) ??
    onAskedFocusLength(messages, message, context, guest);
  if (whole !== null) return whole;
  // "also meditated" joins the proposal still pending, before it could complete an open request.
  const added = addToPending(messages, message, context, guest);
  if (added !== null) return added;
  const together = () => readTogether(previous, message, context, guest);
  if (leftOpen(previous, context, guest)) {
    const completed = together();
    if (completed !== null) return completed;
  }
  const answer = answerMessage(message, context, guest);
  if (answer.action !== null) return answer;
  // "pages on wednesday the 25th?" then "put 18 down for that day": after a question, the message acts
  // on the row the question named; the question's own figures ("25th") are no part of it.
  const onNamed = () => forLastNamed(message, earlier, context, guest);
  if (isPlainQuestion(normalizeMessage(previous))) return onNamed() ?? together() ?? answer;
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
): TCoachAnswer | null {
  const asked = lastSaid(messages, 'assistant');
  const text = normalizeMessage(message);
  // "I played guitar for two hours" → "chords mostly": the length was said, the existing reading completes it.
  const before = lastSaid(messages, 'user', 2);
  const length = findDuration(text) ?? findDuration(normalizeMessage(before));
  if (!whichPartQuestion.test(asked) || length !== null) return null;
  const skill = findSkill(normalizeMessage(asked), context);
  const part = findSubskill(text, context);
  if (skill === null || part === null || part.row.parent_skill_id !== skill.row.id) return null;
  return { reply: `How long did you practice **${part.row.name}**? Say e.g. "45 minutes".`, action: null };
}

/**
 * "How long did you practice Vocabulary?" then "twenty five": a bare number answering how long is minutes.
 */
function onAskedLength(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const asked = lastSaid(messages, 'assistant');
  const part = /^(?:Nice! )?How long did you practice \*\*(.+?)\*\*\?/.exec(asked)?.[1];
  const minutes = /^(?:about |around |maybe |roughly )?(\d+(?:\.\d+)?)(?:ish)?[.!]*$/.exec(
    normalizeMessage(message),
  )?.[1];
  if (part === undefined || minutes === undefined) return null;
  const answer = answerMessage(`practiced ${part} for ${minutes} minutes`, context, guest);
  return answer.action === null ? null : answer;
}

/**
 * "how many pages did i read this week?" then "log 15 for today": a log or an amount that names no row
 * is for the habit, goal or skill last talked about.
 */
function forLastNamed(message: string, earlier: readonly string[], context: TCoachContext, guest: boolean) {
  const text = normalizeMessage(message);
  if (!/^(?:log|mark|track|record|add)\b|\d/.test(text) || namedRow(text, context) !== null) return null;
  const named = lastNamed(earlier, context);
  if (named === null) return null;
  const answer = answerMessage(`${message} for ${named}`, context, guest);
  return answer.action !== null ? answer : null;
}

/** The row a message names: a habit, goal, skill or subskill, or the habit counted in its unit ("pages"). */
function namedRow(text: string, context: TCoachContext) {
  const named =
    findHabit(text, context) ??
    findGoal(text, context) ??
    findSkill(text, context) ??
    findSubskill(text, context);
  if (named !== null) return named;
  const words = new Set(text.split(/[^a-z]+/).map((word) => word.replace(/s$/, '')));
  const counted = context.habits.find(
    (habit) => habit.unit !== null && words.has(habit.unit.replace(/s$/, '')),
  );
  return counted === undefined ? null : { row: counted };
}

/** The name of the habit, goal or skill the latest earlier message names. */
function lastNamed(earlier: readonly string[], context: TCoachContext): string | null {
  for (const said of [...earlier].reverse()) {
    const named = namedRow(normalizeMessage(said), context);
    if (named !== null) return named.row.name;
  }
  return null;
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

/**
 * "drank 5 glasses of water today" when the day holds 8 (the coach asked: add them, or correct the
 * day? decision 0025), then "oops i meant 7", "no, friday" or "and flossed": the report read as the
 * correction is what the next message edits or adds to, as if it had been proposed.
 */
function editAskedReport(previous: string, message: string, context: TCoachContext, guest: boolean) {
  const prior = answerMessage(previous, context, guest);
  if (prior.action !== null || !/\balready has\b.*\bor correct the day\b/.test(prior.reply)) return null;
  const corrected = answerMessage(`${previous.replace(/[.!?]+\s*$/, '')} instead`, context, guest).action;
  if (corrected === null) return null;
  const answer = interpretPendingReply(corrected, message, context);
  if (answer.intent !== 'modify' || answer.action == null) return null;
  const action = answer.action as TCoachAction;
  const reply = writeProposal(
    { lead: `Got it: I'll ${describeAction(action, context)} with that.`, question: 'Shall I go ahead?' },
    guest,
  );
  return { reply, action };
}

/** "How long was the focus session?" then "forty": a bare amount answering it is the session's minutes. */
function onAskedFocusLength(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  if (!/^How long was the focus session\?/.test(lastSaid(messages, 'assistant'))) return null;
  const text = normalizeMessage(message);
  const minutes = findDuration(text)?.seconds ?? null;
  const bare = /^(?:about |around |maybe |roughly )?(\d+(?:\.\d+)?)(?:ish)?(?: min(?:ute)?s?)?[.!]*$/.exec(
    text,
  )?.[1];
  const said = minutes !== null ? Math.round(minutes / 60) : bare !== undefined ? Number(bare) : null;
  if (said === null) return null;
  // The request asked about keeps what it said ("for the marathon goal"); the length completes it.
  const before = lastSaid(messages, 'user', 2).replace(/[\s,.!?]*$/, '');
  for (const reading of [`${before} for ${said} minutes`, `log a ${said} minute focus session`]) {
    const answer = answerMessage(reading, context, guest);
    if (answer.action?.type === 'create_focus_session') return answer;
  }
  return null;
}

/**
 * "What should **Read**'s new daily target be?" then "30 sounds right": the amount said answers the
 * coach's question, so it is the new target, not a log of 30.
 */
function onAskedTarget(
  messages: readonly TChatMessage[],
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const habit = /^What should \*\*(.+?)\*\*'s new daily target be\?/.exec(
    lastSaid(messages, 'assistant'),
  )?.[1];
  const amount = /\b(\d+(?:\.\d+)?)\b/.exec(normalizeMessage(message))?.[1];
  if (habit === undefined || amount === undefined) return null;
  const answer = answerMessage(`change the target of ${habit} to ${amount}`, context, guest);
  return answer.action?.type === 'update_habit' ? answer : null;
}

/** A request the coach could not act on yet ("create a goal", "set my focus for today"): no question, no small talk. */
function leftOpen(previous: string, context: TCoachContext, guest: boolean): boolean {
  const text = normalizeMessage(previous);
  const said = { original: previous, text, context, guest };
  // "long time no chat haha" asks for nothing: the next message is read on its own.
  if (isPlainQuestion(text) || answerSmallTalk(said) !== null || answerAside(said) !== null) return false;
  return answerMessage(previous, context, guest).action === null;
}

/** The previous request and this message read as one: joined, or the message in place of "a habit". */
function readTogether(
  previous: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  // "tomorrows focus please" then "prepare the budget": the politeness is no part of the request.
  const stem = previous.replace(/[\s,]*\b(?:please|pls|plz|thanks)?[.!?\s]*$/i, '');
  const placeholder = /\b(?:a|an|one|some)\s+(?:habit|goal|skill|subskill)\b|\bsomething(?: else)?\b/i;
  // "start tracking something else" → "bike rides": the message in place of the placeholder reads first.
  const named = withPlaceholderNamed(stem, message);
  const readings = [
    ...(named === null ? [] : [named]),
    ...(/\bsomething\b/i.test(stem) ? [stem.replace(placeholder, message)] : []),
    `${stem}: ${message}`,
    `${stem} ${message}`,
    ...(placeholder.test(stem) ? [stem.replace(placeholder, message)] : []),
  ];
  for (const reading of readings) {
    const answer = answerMessage(reading, context, guest);
    if (answer.action !== null) return answer;
  }
  return null;
}

const oneMore = /\b(add|create|make|start|set up|want)\s+(?:one|another|a new one|one more)\b/i;
const kindWord = /\b(subskill|sub-skill|habit|goal|skill)s?\b/i;

/** "what subskills does guitar have?" then "add one called tapping": "one" is one of the kind last spoken of. */
function referBackToKind(message: string, earlier: readonly string[]): string {
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
  /\b(?:for |on )?(?:that day|that same day|the same day)\b|\b(?:for|on) then\b|(?<=\b\d+(?:\.\d+)?(?: [a-z]+)? )there\b/i;

/** "log 12 pages for that day" after "did i read on wednesday?": the day last named. */
function referBackToDay(message: string, earlier: readonly string[], today: string): string {
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

// "whats my spanish baseline" then "set it to 5 hours": what the question asked about is what "it" sets.
const askedAttribute: readonly [RegExp, string][] = [
  [/\bbaseline\b/, 'baseline'],
  [/\b(?:deadline|due date|target date|due)\b/, 'deadline'],
  [/\b(?:target|a day|per day|daily|aim(?:ing)? for|supposed to)\b/, 'target'],
];
const setsIt =
  /^(?:(?:ok|okay|then|so|and|right)[,!.]?\s+)*(?:set|change|make|raise|lower|bump|increase|decrease|reduce|move|push|update) (?:it|that)\b(?! (?:done|off|as))/i;

/** "set it to 5 hours" → "set its baseline to 5 hours" when the turn before asked about the baseline. */
function withAskedAttribute(message: string, previous: string | undefined): string {
  if (previous === undefined || !setsIt.test(message)) return message;
  const attribute = askedAttribute.find(([asked]) => asked.test(normalizeMessage(previous)))?.[1];
  return attribute === undefined ? message : message.replace(/\b(it|that)\b/i, `its ${attribute}`);
}

/** "change its target to 10" after "how much water did i drink yesterday?": "its" is Drink water's. */
function referBackToLastNamed(text: string, earlier: readonly string[], context: TCoachContext): string {
  if (!pronoun.test(text)) return text;
  const message = withAskedAttribute(text, earlier.at(-1));
  const named = lastNamed(earlier, context);
  if (named === null) return message;
  // "add 20 more to it" after "how many minutes of chords this week": practice is counted in minutes.
  const subskill = findSubskill(named.toLowerCase(), context)?.row.name === named;
  const said = subskill
    ? message.replace(/\b(\d+)(?= more\b| extra\b)(?!\s*(?:min|hour|h\b))/, '$1 minutes')
    : message;
  // "link stretch to it" after "marathon goal progress?": the habit is named, "it" is what it joins.
  if (findHabit(normalizeMessage(message), context) !== null)
    return said.replace(
      /\b(to|into|with|under|for) (?:it|that one|this one|that goal|this goal|that skill|this skill)\b/i,
      `$1 ${named}`,
    );
  return said.replace(pronoun, (word) => (/^its$/i.test(word) ? `${named}'s` : named));
}

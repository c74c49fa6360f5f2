import type { TCoachContext } from '../coach-provider';
import type { TCoachAnswer } from './coach-answer';
import { findGoal, findHabit, findSkill, findSubskill } from './find-rows';

/**
 * "ok so today was busy. ran 5k in the morning and read 20 pages": a sentence that asks for nothing —
 * no amount, none of the user's rows, no word of a request — is what the user says around the requests,
 * not a request the coach could drop; it is left out before the message is read clause by clause.
 */

const requestWords =
  /\b(?:add|create|new|track|log|set|make|start|stop|habit|goal|skill|want|wanna|need|plan|focus|schedule|rename|change|pause|resume|archive|link|mark|done|did|finished|completed|practi[cs]ed?|remind|help)\b/;
const rowFinders = [findHabit, findGoal, findSkill, findSubskill] as const;

export function asksNothing(sentence: string, context: TCoachContext): boolean {
  return (
    !/\d/.test(sentence) &&
    !requestWords.test(sentence) &&
    rowFinders.every((find) => find(sentence, context) === null)
  );
}

/** The message without its sentences that ask for nothing, unless that would leave nothing. */
export function withoutChatter(text: string, context: TCoachContext): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return text;
  const kept = sentences.filter((sentence) => !asksNothing(sentence, context));
  return kept.length === 0 ? text : kept.join(' ');
}

// Where a remark before a request ends: a dash, a semicolon, or a comma before "so", "but" or "anyway".
const remarkBreak = /\s*(?:[\u2013\u2014]|\s-\s|;|,\s*(?=(?:so|but|anyway|anyways)\s))\s*/;

/**
 * "conjugations are killing me — new spanish subskill named Grammar": a leading remark that asks for nothing
 * (no amount, none of the user's rows, no word of a request) said before the request, without a sentence
 * break; the request after it, or null when there is no such remark.
 */
export function afterLeadingRemark(text: string, context: TCoachContext): string | null {
  const cut = remarkBreak.exec(text);
  if (cut === null || cut.index === 0) return null;
  const remark = text.slice(0, cut.index);
  const rest = text.slice(cut.index + cut[0].length).replace(/^(?:so|but|anyway|anyways)\s+/, '');
  return asksNothing(remark, context) && rest.length > 2 ? rest : null;
}

// A command opening the clause after a comma: "my back's gone, pause run and stretch until monday". A command
// on "it" or "that" ("my week starts on sunday, change it") needs the remark it points back to.
const commandAfterComma =
  /^([^,]{3,60}),\s*(?=(?:(?:so|please|pls|just|now)\s+)*(?:pause|resume|unpause|link|tie|connect|log|add|create|new|archive|rename|mark|set|make|change|move)\s+(?!(?:it|that|this|them|these|those|'?em|one|the same)\b))/;

/**
 * The request after a remark that asks for nothing, cut at a comma before a command. The whole message can
 * read as something already (the remark's comma splits it into clauses, and the first habit of the command
 * is lost with the remark), so the command is read on its own first; null when there is no such remark.
 */
export function commandAfterRemark(text: string, context: TCoachContext): string | null {
  const said = commandAfterComma.exec(text);
  if (said?.[1] === undefined || !asksNothing(said[1], context)) return null;
  return text.slice(said[0].length);
}

const stepsOf = (answer: TCoachAnswer | null) =>
  answer?.action?.type === 'batch' && Array.isArray(answer.action.actions)
    ? answer.action.actions.length
    : answer?.action
      ? 1
      : 0;

/**
 * The command after a remark, read alone, when it gives more steps than the whole message did: the remark's
 * comma had cut the command's list of rows ("my back's gone, pause run and stretch" paused only Stretch); or
 * when it reads as another kind of thing: the remark's words were taken for a report ("im learning travis
 * picking, create a guitar subskill named …" logged guitar).
 * A remark that gives the value ("i'm in dublin now, change my time zone") still counts, as the whole reads.
 */
export function fullerAfterRemark(
  text: string,
  context: TCoachContext,
  whole: TCoachAnswer | null,
  read: (text: string) => TCoachAnswer | null,
): TCoachAnswer | null {
  const rest = commandAfterRemark(text, context);
  const alone = rest === null ? null : read(rest);
  const otherKind = alone?.action != null && whole?.action?.type !== alone.action.type;
  return stepsOf(alone) > stepsOf(whole) || otherKind ? alone : whole;
}

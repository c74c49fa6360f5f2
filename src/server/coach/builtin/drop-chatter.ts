import type { TCoachContext } from '../coach-provider';
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

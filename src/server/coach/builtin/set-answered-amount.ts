import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAnswer } from './coach-answer';
import { normalizeMessage } from './normalize-message';

/** The coach's "**Drink water** on Tuesday 24 November: **6 glasses**, …": one day's amount of a habit. */
const answeredAmount =
  /^\*\*(.+?)\*\* (today|yesterday|on [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+(?: \d{4})?)(?: so far)?: \*\*\d+(?:\.\d+)? ([a-z]+)\*\*/;

/** "put it up to 8 for that day", "ok bump that to 9", "change it to 5 then": the amount just answered, set. */
const setsIt =
  /^(?:(?:ok|okay|right|so|hmm|oh|ah|then|well)\s+)*(?:make|put|set|bump|change|correct|update|fix|turn) (?:it|that|that one|this|([a-z][a-z ]*?))(?: (?:up|down|back))?(?: to)? (\d+(?:\.\d+)?)(?: [a-z]+)?(?: (?:for|on) (?:that|the same) day| on \d{4}-\d{2}-\d{2}| then| instead| please| pls)*[.!]*$/;

/**
 * "tuesdays water, how much was it" (the coach answered that day's amount), then "put it up to 8 for that
 * day": "it" is the amount just answered, so the day's amount is corrected to the figure said, not the
 * habit's daily target.
 */
export function setAnsweredAmount(
  answered: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const found = answeredAmount.exec(answered);
  const set = setsIt.exec(normalizeMessage(message));
  if (found === null || set === null) return null;
  const [, habit = '', day = '', unit = ''] = found;
  // "it" was put back as the habit it stands for ("put Drink water up to 8"): another row named is no "it".
  const [, named, amount = ''] = set;
  if (named !== undefined && named !== habit.toLowerCase()) return null;
  const log = `log ${amount} ${unit} of ${habit} ${day}`;
  const answer = answerMessage(log, context, guest);
  // Below the day's amount the coach would ask "add, or correct the day?": setting it is the correction.
  return /\bor correct the day\b/.test(answer.reply)
    ? answerMessage(`${log} instead`, context, guest)
    : answer;
}

import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAnswer } from './coach-answer';
import { normalizeMessage } from './normalize-message';
import { findDate } from './read-dates';
import { setAnsweredAmount } from './set-answered-amount';
import { bold, formatDay } from './write-reply';

/** The coach's "How much **Read** should I log today — how many pages?" (parse-log-habit's askHowMuch). */
const askedAmount = /^How much \*\*(.+?)\*\* should I log (.+?) — how many (.+?)\?/;

const amountSaid = /\b(\d+(?:\.\d+)?)\b/;

// "this one's yesterday's water": "one" standing for the thing logged, which numbers would read as 1.
const oneAsPronoun = /\b(?:this|that|the|which|each|every|last|first) one\b|\bone's\b/gi;

/**
 * "put some reading in for me" (the coach asked how many pages, and for which day it took) then
 * "it was wednesday's", "for yesterday, not today" or "seventeen of them": the reply fills the slot
 * the question left open. A day alone moves the question to that day, and the amount said after it
 * completes the log on the day the question names; an amount with a day is both at once.
 */
export function onAskedAmount(
  asked: string,
  message: string,
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  const found = askedAmount.exec(asked);
  if (found === null) return setAnsweredAmount(asked, message, context, guest);
  const [, habit = '', dayAsked = '', unit = ''] = found;
  const text = normalizeMessage(message.replace(oneAsPronoun, ' '));
  const daySaid = findDate(text, context.today, 'past');
  const amount = amountSaid.exec(daySaid === null ? text : text.replace(daySaid.phrase, ' '))?.[1];
  const date = daySaid?.date ?? findDate(normalizeMessage(dayAsked), context.today, 'past')?.date;
  if (date === undefined) return null;
  const day = formatDay(date, context.today);
  if (amount === undefined) {
    if (daySaid === null) return null;
    return { reply: `How much ${bold(habit)} should I log ${day} — how many ${unit}?`, action: null };
  }
  const counted = unit === 'of it' ? '' : ` ${unit}`;
  const answer = answerMessage(`log ${amount}${counted} of ${habit} ${day}`, context, guest);
  // A log below the day's amount is asked about (add, or correct the day?): that question answers too.
  return answer.action !== null || /\bor correct the day\b/.test(answer.reply) ? answer : null;
}

import type { TCoachContext } from '../coach-provider';
import { answerMessage } from './answer-message';
import type { TCoachAction, TCoachAnswer } from './coach-answer';
import { describeAction } from './describe-action';
import { interpretPendingReply, refusesOutright } from './interpret-pending-reply';
import { loggedValueOn } from './parse-log-habit';
import { bold, formatAmount, formatDay, writeProposal } from './write-reply';

/** The coach's question about a report below the day's amount (parse-log-habit.ts, askAddOrSet). */
const askedAddOrCorrect = /\balready has\b.*\bor correct the day\b/;

// "add them", "yes add it on", "the first one": the report goes on top of what the day holds.
const choosesAdd =
  /^(?:(?:yes|yeah|yep|ok|okay|sure)[,!.]?\s+)?(?:add(?: (?:them|it|those|that|it on|them on|it up|to it))?|add on|on top|plus|the first(?: one)?|first one)(?:\s+(?:please|pls|thanks|ty))?[!.]*$/;
// "correct it", "replace it", "the second one": the day is set to the report.
const choosesCorrect =
  /^(?:(?:yes|yeah|yep|ok|okay|sure)[,!.]?\s+)?(?:correct(?: (?:it|the day|that))?|replace(?: it)?|overwrite(?: it)?|set it|fix it|the second(?: one)?|second one)(?:\s+(?:please|pls|thanks|ty))?[!.]*$/;

// "nvm, skip it", "just ignore that": asked to add or correct, "skip it" declines both, not a skipped day.
const declines =
  /^(?:(?:nah|no|nope|nvm|never ?mind|hmm|ok|okay|actually)[,!.]?\s+)*(?:just\s+)?(?:skip|drop|ignore|leave|forget) (?:it|that|this)\b/;

function leftAsItIs(report: TCoachAction, context: TCoachContext): string {
  const habit = context.habits.find((row) => row.id === report.habit_id);
  return habit ? `Okay, I've left ${bold(habit.name)} as it is.` : "Okay, I've left it as it is.";
}

/** The log as chosen, proposed with the day's amount it leaves. */
function proposeChosen(log: TCoachAction, context: TCoachContext, guest: boolean): TCoachAnswer {
  const habit = context.habits.find((row) => row.id === log.habit_id);
  const day = formatDay(String(log.date), context.today);
  const amount = habit ? `: ${formatAmount(Number(log.value_number), habit.unit)} ${day}` : '';
  const reply = writeProposal(
    { lead: `Got it: I'll ${describeAction(log, context)}${amount}.`, question: 'Shall I log it?' },
    guest,
  );
  return { reply, action: log };
}

/**
 * "drank 5 glasses of water today" when the day holds 8, and the coach asked: add them, or correct the day?
 * (decision 0025). The next message chooses ("add them", "correct it"), refuses ("nope, leave it": nothing is
 * logged, and the coach says so), or edits the report as if it had been proposed ("oops i meant 7", "no,
 * friday", "and flossed").
 */
export function answerAddOrCorrect(
  previous: string,
  turn: { typed: string; read: string },
  context: TCoachContext,
  guest: boolean,
): TCoachAnswer | null {
  // The choice is read as typed: "correct it" would otherwise have had its "it" made the habit's name.
  const { typed, read: message } = turn;
  const prior = answerMessage(previous, context, guest);
  if (prior.action !== null || !askedAddOrCorrect.test(prior.reply)) return null;
  const corrected = answerMessage(`${previous.replace(/[.!?]+\s*$/, '')} instead`, context, guest).action;
  if (corrected === null) return null;
  const said = typed.trim().toLowerCase();
  if (choosesCorrect.test(said)) return proposeChosen(corrected, context, guest);
  if (choosesAdd.test(said) && typeof corrected.value_number === 'number') {
    const before = loggedValueOn(context, String(corrected.habit_id), String(corrected.date));
    return proposeChosen({ ...corrected, value_number: before + corrected.value_number }, context, guest);
  }
  if (declines.test(said) || refusesOutright(typed))
    return { reply: leftAsItIs(corrected, context), action: null };
  const answer = interpretPendingReply(corrected, message, context);
  if (answer.intent !== 'modify' || answer.action == null) return null;
  const action = answer.action as TCoachAction;
  const reply = writeProposal(
    { lead: `Got it: I'll ${describeAction(action, context)} with that.`, question: 'Shall I go ahead?' },
    guest,
  );
  return { reply, action };
}

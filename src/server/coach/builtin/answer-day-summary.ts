import type { TCoachContext } from '../coach-provider';
import { guestDataReply } from './answer-data-question';
import { describeAmount, logsOf, periodsOf } from './answer-habit-amounts';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { bold, capitalize } from './write-reply';

/**
 * "what did I do yesterday?", "what have i done today", "what did i log on thursday?": every active
 * habit's amount or check for the day (or week) asked, from the same logs the tracker shows, with the
 * habits left undone named after them. A question naming one habit is that habit's answer instead.
 */

const asksWhatWasDone =
  /\bwhat (?:did|have|had) i (?:\w+ )?(?:do|done|log|logged|track|tracked|complete|completed|finish|finished|get done|got done|accomplish|accomplished|achieve|achieved|tick|ticked)\b|\bwhat (?:got|was) (?:done|logged|completed)\b/;

function activeHabits(context: TCoachContext) {
  return context.habits.filter((habit) => habit.active);
}

export function answerDaySummary(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (!isPlainQuestion(text) || !asksWhatWasDone.test(text)) return null;
  if (request.guest || !context.signed_in) return { reply: guestDataReply, action: null };
  const [period] = periodsOf(text, context);
  if (period === undefined) return null;
  const habits = activeHabits(context);
  const logged = habits.filter((habit) => logsOf(context, habit, period).length > 0);
  const undone = habits.filter((habit) => !logged.includes(habit)).map((habit) => bold(habit.name));
  if (logged.length === 0)
    return {
      reply: `Nothing is logged ${period.label} yet${undone.length > 0 ? ` (${undone.join(', ')})` : ''}.`,
      action: null,
    };
  const lines = logged.map((habit) => `- ${bold(habit.name)}: ${describeAmount(context, habit, period)}`);
  const rest = undone.length > 0 ? `\n\nNothing logged for ${undone.join(', ')}.` : '';
  return { reply: `${capitalize(period.label)}:\n\n${lines.join('\n')}${rest}`, action: null };
}

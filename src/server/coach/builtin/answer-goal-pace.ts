import { diffDays } from '../../../domain/dates/date-key';
import { describeGoalAmount, readGoalFigure } from '../../../domain/goals/describe-goal-figure';
import { formatCount } from '../../../domain/text/format-count';
import { describeDeadline } from './answer-progress-question';
import { isPlainQuestion } from './classify-message-kind';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal } from './find-rows';
import { bold, formatAmount } from './write-reply';

/**
 * "how many books are left for my reading goal?", "how many books have i read so far", "how many days
 * until my reading goal deadline": a numeric goal's logged amount, what is left, the deadline and the
 * pace it asks for, from the goal's progress as the goals page shows it (context.goals[].progress).
 */

const asksPace =
  /\bhow (?:many|much)\b|\b(?:left|to go|remaining|so far|pace|per (?:week|day|month)|a (?:week|month)|deadline|until|due)\b/;

export function answerGoalPace(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  if (request.guest || !isPlainQuestion(text) || !asksPace.test(text)) return null;
  const goal =
    findGoal(text, context)?.row ?? context.goals.find((row) => row.unit !== null && text.includes(row.unit));
  if (!goal) return null;
  const { today } = context;
  const due = goal.end_date;
  const dueNote = due ? `, ${describeDeadline(due, today)}` : ', with no deadline yet';
  const { progress } = goal;
  if (goal.target_value === null || progress === undefined)
    return { reply: `${bold(goal.name)}${dueNote.replace(/^, /, ' ')}.`, action: null };
  const left = Math.max(0, goal.target_value - progress.logged_value);
  const weeks = due ? diffDays(due, today) / 7 : 0;
  const pace =
    left > 0 && weeks > 0
      ? ` To finish on time that is about ${formatAmount(Math.round((left / weeks) * 10) / 10, goal.unit)} a week.`
      : '';
  const daysNote =
    due && diffDays(due, today) > 0 ? ` (${formatCount(diffDays(due, today), 'day')} left)` : '';
  return {
    reply: `${bold(goal.name)}: ${describeGoalAmount(readGoalFigure({ ...goal, progress }))} logged, ${left} to go${dueNote}${daysNote}.${pace}`,
    action: null,
  };
}

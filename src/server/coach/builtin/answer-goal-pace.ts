import { diffDays } from '../../../domain/dates/date-key';
import { describeGoalFigure, readGoalFigure } from '../../../domain/goals/describe-goal-figure';
import { describeDeadline } from './answer-progress-question';
import { asksForFigures } from './asks-for-figures';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { findGoal } from './find-rows';
import { bold, formatAmount } from './write-reply';

/**
 * "how many books are left for my reading goal?", "what percentage of my reading goal is done", "how
 * many days until my reading goal deadline", "whens the spanish goal deadline": a goal's figure in the
 * one wording every surface uses (describeGoalFigure: "79% (19 of 24 books)"), what is left, the
 * deadline and the pace it asks for, from the goal's progress as the goals page shows it.
 */

// "where's my book count at", "will i hit 24 books", "what date did i give myself": where the goal stands
// and when it is due, asked in other words.
const asksPace =
  /\bwhere(?:'s|s| is| am| are) (?:i|we|it|my|the)\b|\bwill i (?:\w+ )?(?:hit|reach|make|get to|finish|manage)\b|\bon (?:track|course|pace)\b|\bdate\b|\bwhat day\b|\bstand\b|\bhow (?:many|much)\b|\b(?:left|to go|remaining|so far|pace|per (?:week|day|month)|a (?:week|month)|deadline|until|due|percent|percentage|done|finished|complete|by when|ready|ends?|end date)\b|%/;

// "how far am i from 24 books", "how close is the reading goal": for a goal with a target, the distance
// asked is what is left ("how far am i on the marathon" and a milestone's progress are the progress answer's).
const asksDistance =
  /\bhow far (?:\w+ ){0,2}(?:from|off)\b|\bhow (?:close|near)\b|\b(?:away from|short of)\b/;

export function answerGoalPace(request: TCoachRequest): TCoachAnswer | null {
  const { text, context } = request;
  // "how many skills am i learning" counts rows, whatever goal a word of it names ("Learn Spanish").
  if (request.guest || !asksForFigures(text) || /\bhow many (?:habits|goals|skills|subskills)\b/.test(text))
    return null;
  const goal =
    findGoal(text, context)?.row ?? context.goals.find((row) => row.unit !== null && text.includes(row.unit));
  if (!goal) return null;
  if (!asksPace.test(text) && !(asksDistance.test(text) && goal.target_value !== null)) return null;
  const { today } = context;
  const due = goal.end_date;
  const dueNote = due ? `; it ${describeDeadline(due, today)}` : '; it has no deadline yet';
  const { progress } = goal;
  if (progress === undefined || goal.target_value === null)
    return { reply: `${bold(goal.name)}${dueNote.replace(/^; it/, '')}.`, action: null };
  const figure = describeGoalFigure(readGoalFigure({ ...goal, progress }));
  const left = Math.max(0, goal.target_value - progress.logged_value);
  const weeks = due ? diffDays(due, today) / 7 : 0;
  const pace =
    left > 0 && weeks > 0
      ? ` To finish on time that is about ${formatAmount(Math.round((left / weeks) * 10) / 10, goal.unit)} a week.`
      : '';
  return {
    reply: `${bold(goal.name)}: ${figure}, ${formatAmount(left, goal.unit)} to go${dueNote}.${pace}`,
    action: null,
  };
}

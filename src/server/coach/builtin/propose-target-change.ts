import type { TCoachContext } from '../coach-provider';
import type { TCoachAnswer, TCoachRequest } from './coach-answer';
import { proposeAction } from './propose-action';
import { inUnitOf, type TFoundQuantity } from './read-quantities';
import { bold, formatAmount, writeProposal } from './write-reply';

type THabitRow = TCoachContext['habits'][number];

/**
 * "read 22 books not 20" over a Read habit counted in pages: an amount in a unit the habit does not
 * count (nor converts to) but one of the user's goals does is about that goal, not a new unit for the
 * habit.
 */
function belongsToGoal(amount: TFoundQuantity, habit: THabitRow, context: TCoachContext): boolean {
  if (amount.unit === null || amount.unit === habit.unit) return false;
  return context.goals.some((goal) => goal.unit !== null && goal.unit === amount.unit);
}

/**
 * A habit's new daily target from an amount said ("make guitar practice an hour" is 60 minutes): the
 * grammar and the slot filling of habit changes both propose it here. Null when the amount is a goal's.
 */
export function proposeHabitTarget(
  request: TCoachRequest,
  habit: THabitRow,
  said: TFoundQuantity,
): TCoachAnswer | null {
  const amount = inUnitOf(said, habit.unit);
  if (belongsToGoal(amount, habit, request.context)) return null;
  const unit = amount.unit ?? habit.unit;
  const lead = `I'll change the target of ${bold(habit.name)} to ${formatAmount(amount.value, unit)} a day.`;
  return proposeAction(request, writeProposal({ lead, question: 'Shall I go ahead?' }, request.guest), {
    type: 'update_habit',
    habit_id: habit.id,
    target: amount.value,
    ...(habit.type === 'boolean' ? { habit_type: 'number' } : {}),
    ...(unit !== null ? { unit } : {}),
  });
}

import type { TCoachContext } from '../coach-provider';
import { additionSaid } from './addition-words';
import type { TCoachAction } from './coach-answer';
import { findHabit } from './find-rows';

/**
 * "tie stretch to my marathon goal" then "and meditate should count for it as well", "journal too", "plus
 * floss": another habit said as an addition to a pending link is linked to the same goal, with the same
 * contribution, in one batch. Said bare ("meditate"), a habit's name is no addition: it may name the one
 * the user meant instead.
 */
export function linkAddedHabit(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const steps = (
    pending.type === 'batch' && Array.isArray(pending.actions) ? pending.actions : [pending]
  ) as TCoachAction[];
  const last = steps.at(-1);
  if (last === undefined || !steps.every((step) => step.type === 'link_habit_to_goal')) return null;
  const said = additionSaid(text);
  const habit = said === null ? null : findHabit(said, context);
  if (habit === null || steps.some((step) => step.habit_id === habit.row.id)) return null;
  return { type: 'batch', actions: [...steps, { ...last, habit_id: habit.row.id }] };
}

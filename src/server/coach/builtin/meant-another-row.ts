import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findGoal, findHabit } from './find-rows';

/**
 * "connect floss with my marathon goal" then "no no, i meant stretch obvs", "sorry, meant the books goal": the
 * row said after "I meant" takes the place of the pending action's row of that kind (a habit for a habit, a
 * goal for a goal); the rest of the proposal stays as it was.
 */
const meant =
  /^(?:(?:no|nope|nah|sorry|oops|whoops|wait|actually|oh|ah|my bad)[\s,!.]+)*(?:i meant|i mean|meant|i was thinking of|i was talking about)\s+(.+?)(?:[\s,]+(?:obvs|obviously|lol|haha|sorry|oops|not (?:that|the other) one|not \w+))*[\s.!]*$/;

/** The pending action on the row the user meant, or null when the reply names no other row of its kind. */
export function onMeantRow(pending: TCoachAction, text: string, context: TCoachContext): TCoachAction | null {
  const said = meant.exec(text)?.[1];
  if (said === undefined) return null;
  const habit = typeof pending.habit_id === 'string' ? findHabit(said, context)?.row.id : undefined;
  if (habit !== undefined && habit !== pending.habit_id) return { ...pending, habit_id: habit };
  const goal = typeof pending.goal_id === 'string' ? findGoal(said, context)?.row.id : undefined;
  if (goal !== undefined && goal !== pending.goal_id) return { ...pending, goal_id: goal };
  return null;
}

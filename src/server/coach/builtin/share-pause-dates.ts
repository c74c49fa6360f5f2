import type { TCoachAction } from './coach-answer';
import { findDate } from './read-dates';

/**
 * "pause journal until monday and pause stretch too", "… and stretch as well": a later pause that names no
 * dates of its own, said as the same again, takes the dates of the pause before it; an open-ended one would
 * pause it for good.
 */
const sameAgain = /\b(?:too|as well|also|same|likewise)\b/;

type TPause = { start: string; end: string | null };

function pauseOf(action: TCoachAction): TPause | null {
  const pause = action.type === 'update_habit' ? action.pause : undefined;
  return typeof pause === 'object' && pause !== null ? (pause as TPause) : null;
}

/** The action with the earlier pause's dates when the clause pauses the same way again, else the action as read. */
export function withEarlierPauseDates(
  action: TCoachAction,
  clause: string,
  earlier: readonly TCoachAction[],
  today: string,
): TCoachAction {
  const pause = pauseOf(action);
  if (pause === null || !sameAgain.test(clause)) return action;
  if (findDate(clause, today, 'future') !== null || findDate(clause, today, 'past') !== null) return action;
  const before = earlier.map(pauseOf).findLast((earlierPause) => earlierPause !== null);
  return before === undefined || before === null ? action : { ...action, pause: { ...before } };
}

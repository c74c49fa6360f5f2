import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findGoal, findHabit } from './find-rows';

/**
 * "oops wrong one, meditate not floss", "stretch, not run", "wrong habit - it was reading": a reply that
 * sets the row meant against the row proposed (or says the proposed one is the wrong one) moves the
 * proposal to the row meant, the rest of it kept. The row refused must be the pending one when named, so
 * "run not walk" said of a pending Read is no swap.
 */
const notThat =
  /^(?:.*?[,.;:!]\s+|.*?\s-\s)?(.+?),?\s+(?:not|rather than|instead of)\s+(?:the\s+)?(.+?)[\s.!]*$/;
const wrongOne =
  /\bwrong (?:one|1|habit|goal|row)\b[\s,:;.!-]+(?:(?:it was|it's|its|i meant|meant|should be)\s+)?(?:the\s+)?(.+?)[\s.!]*$/;

export function onRowNotPending(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const set = notThat.exec(text);
  const meant = set?.[1] ?? wrongOne.exec(text)?.[1];
  if (meant === undefined) return null;
  const refused = set?.[2];
  for (const key of ['habit_id', 'goal_id'] as const) {
    const find = key === 'habit_id' ? findHabit : findGoal;
    if (typeof pending[key] !== 'string') continue;
    if (refused !== undefined && find(refused, context)?.row.id !== pending[key]) continue;
    const row = find(meant, context)?.row.id;
    if (row !== undefined && row !== pending[key]) return { ...pending, [key]: row };
  }
  return null;
}

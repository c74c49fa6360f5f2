import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findHabit, findSkill, findSubskill } from './find-rows';

/**
 * "wait no, didnt floss, just the meditation", "only the reading one", "leave out the run": said to a
 * pending batch, the reply keeps the steps it names alone, or drops the one it says did not happen; the
 * rest of the batch stands (the whole batch is not refused). A reply that names no step changes nothing.
 */
const keepOnly = /\b(?:just|only) (?:the |my )?(.+?)(?: one| then| pls| please| thanks)?[.!]*$/;
const dropOne =
  /\b(?:didn'?t|did not|never|haven'?t|have not|not|leave out|drop|skip|take out|remove)\s+(?:the |my |do |do the )?([a-z][\w-]*(?: [a-z][\w-]*)?)/;

export function narrowPendingBatch(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'batch' || !Array.isArray(pending.actions)) return null;
  const steps = pending.actions as TCoachAction[];
  if (steps.length < 2) return null;
  const kept = keepOnly.exec(text)?.[1];
  const dropped = dropOne.exec(text)?.[1];
  const keep = kept === undefined ? [] : steps.filter((step) => names(step, kept, context));
  const drop = dropped === undefined ? [] : steps.filter((step) => names(step, dropped, context));
  const left =
    keep.length > 0 ? keep.filter((step) => !drop.includes(step)) : steps.filter((s) => !drop.includes(s));
  if (left.length === 0 || left.length === steps.length) return null;
  return left.length === 1 ? (left[0] as TCoachAction) : { type: 'batch', actions: left };
}

/** Whether the words name the row the step acts on (a habit, a skill or a part of one). */
function names(step: TCoachAction, words: string, context: TCoachContext): boolean {
  const ids = [findHabit(words, context), findSkill(words, context), findSubskill(words, context)].map(
    (match) => match?.row.id,
  );
  return ids.some((id) => id !== undefined && (id === step.habit_id || id === step.skill_id));
}

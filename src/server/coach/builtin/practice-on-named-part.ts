import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findSubskill } from './find-rows';

/**
 * "40 minutes" logged on guitar as a whole (a part made for it, then the practice on that part), then "it was
 * chords", "on scales mostly", "the fingerstyle bit": naming one of the skill's own parts puts the practice on
 * that part, and no new part is made. A part of another skill changes nothing here.
 */
export function practiceOnNamedPart(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type !== 'batch' || !Array.isArray(pending.actions)) return null;
  const [made, entry, ...rest] = pending.actions as TCoachAction[];
  const onNewPart =
    made?.type === 'create_user_subskill' &&
    entry?.type === 'create_skill_entry' &&
    entry.parent_skill_id === made.parent_skill_id &&
    rest.length === 0;
  if (!onNewPart) return null;
  const part = findSubskill(text, context)?.row;
  if (part === undefined || part.parent_skill_id !== entry.parent_skill_id) return null;
  return { ...entry, skill_id: part.id };
}

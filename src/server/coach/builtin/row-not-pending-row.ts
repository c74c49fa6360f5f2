import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findGoal, findHabit, findSubskill } from './find-rows';

/**
 * "oops wrong one, meditate not floss", "stretch, not run", "wrong habit - it was reading": a reply that
 * sets the row meant against the row proposed (or says the proposed one is the wrong one) moves the
 * proposal to the row meant, the rest of it kept. The row refused must be the pending one when named, so
 * "run not walk" said of a pending Read is no swap.
 */
const notThat =
  /^(?:.*?[,.;:!]\s+|.*?\s-\s)?(.+?),?\s+(?:not|rather than|instead of)\s+(?:the\s+)?(.+?)[\s.!]*$/;
/**
 * "not chords, fingerstyle", "no not floss - it was meditate", "not the run, i meant the walk": the row
 * refused said first and the one meant after a comma or dash, as people correct a slip in speech.
 */
const notThenMeant =
  /^(?:(?:no|nope|nah|oh|oops|wait|hmm|sorry)[,!.]?\s+)*not\s+(?:the\s+)?(.+?)\s*(?:[,;:]|\s-\s|\bbut\b)\s*(?:(?:it was|it's|its|i meant|meant|it should be|should be|rather|but)\s+)*(?:the\s+)?(.+?)[\s.!]*$/;
const wrongOne =
  /\bwrong (?:one|1|habit|goal|row)\b[\s,:;.!-]+(?:(?:it was|it's|its|i meant|meant|should be)\s+)?(?:the\s+)?(.+?)[\s.!]*$/;

/** The row meant and, when said, the row refused, in whichever order the reply gave them. */
function rowsSaid(text: string): { meant: string; refused?: string } | null {
  const first = notThenMeant.exec(text);
  if (first?.[1] !== undefined && first[2] !== undefined) return { meant: first[2], refused: first[1] };
  const set = notThat.exec(text);
  if (set?.[1] !== undefined) return { meant: set[1], refused: set[2] };
  const wrong = wrongOne.exec(text)?.[1];
  return wrong === undefined ? null : { meant: wrong };
}

type TFinder = (text: string, context: TCoachContext) => { row: { id: string } } | null;

/**
 * Practice on a skill's part names the part in `skill_id`: a part of the same skill is swapped for it
 * ("not chords, fingerstyle"), never one of another skill.
 */
function swapPart(pending: TCoachAction, said: { meant: string; refused?: string }, context: TCoachContext) {
  if (pending.type !== 'create_skill_entry' || typeof pending.skill_id !== 'string') return null;
  const part = findSubskill(said.meant, context)?.row;
  if (said.refused !== undefined && findSubskill(said.refused, context)?.row.id !== pending.skill_id)
    return null;
  if (part === undefined || part.id === pending.skill_id) return null;
  return part.parent_skill_id === pending.parent_skill_id ? { ...pending, skill_id: part.id } : null;
}

export function onRowNotPending(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  const said = rowsSaid(text);
  if (said === null) return null;
  const finders: [string, TFinder][] = [
    ['habit_id', findHabit],
    ['goal_id', findGoal],
  ];
  for (const [key, find] of finders) {
    if (typeof pending[key] !== 'string') continue;
    if (said.refused !== undefined && find(said.refused, context)?.row.id !== pending[key]) continue;
    const row = find(said.meant, context)?.row.id;
    if (row !== undefined && row !== pending[key]) return { ...pending, [key]: row };
  }
  return swapPart(pending, said, context);
}

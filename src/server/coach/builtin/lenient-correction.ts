import type { TCoachContext } from '../coach-provider';
import type { TCoachAction } from './coach-answer';
import { findGoal, findHabit, findSkill } from './find-rows';

/**
 * A lenient reading of a correction the rules found nothing in (decision 0056), tried only when the learned
 * reply scorer is sure the reply changes the pending proposal: "no make that 28, i misremembered", "typo
 * sorry!! 14 not 20" set the proposal's main amount to the one new number said; "no no, i meant stretch obvs"
 * puts the one other row named in its place. Anything less clear is no reading (the rules then refuse).
 */

/** The main amount of each kind of action, and how a bare number said is written into it. */
const mainSlots: readonly [string, number][] = [
  ['value_number', 1],
  ['target', 1],
  ['target_value', 1],
  ['baseline_hours', 1],
  ['value', 1],
  ['minutes', 1],
  ['seconds', 60],
  ['time_tracked_seconds', 60],
];

const rowSlots = [
  { key: 'habit_id', find: findHabit },
  { key: 'goal_id', find: findGoal },
  { key: 'skill_id', find: findSkill },
] as const;

/**
 * "i meant stretch", "journal, not floss": the one row of the proposal's own kind named (before any "not"), when
 * it is not the one proposed.
 */
function otherRow(pending: TCoachAction, text: string, context: TCoachContext): TCoachAction | null {
  const meant = text.split(/\b(?:not|instead of|rather than)\b/)[0] ?? '';
  const named = rowSlots.flatMap(({ key, find }) => {
    const row = typeof pending[key] === 'string' ? find(meant, context)?.row.id : undefined;
    return row === undefined || row === pending[key] ? [] : [{ key, row }];
  });
  const only = named.length === 1 ? named[0] : undefined;
  return only === undefined ? null : { ...pending, [only.key]: only.row };
}

/** "14 not 20": the one number said that is not the proposal's own, in its main amount. */
function otherNumber(pending: TCoachAction, text: string): TCoachAction | null {
  const slot = mainSlots.find(([key]) => typeof pending[key] === 'number');
  if (slot === undefined) return null;
  const [key, scale] = slot;
  const current = (pending[key] as number) / scale;
  const said = [...text.matchAll(/(?<![\d.:/-])\d+(?:\.\d+)?(?![\d:/-])/g)].map((match) => Number(match[0]));
  const fresh = [...new Set(said.filter((value) => value !== current && value > 0))];
  return fresh.length === 1 ? { ...pending, [key]: (fresh[0] ?? 0) * scale } : null;
}

export function lenientCorrection(
  pending: TCoachAction,
  text: string,
  context: TCoachContext,
): TCoachAction | null {
  if (pending.type === 'batch') return null;
  const corrected = otherRow(pending, text, context) ?? otherNumber(pending, text);
  return corrected !== null && JSON.stringify(corrected) !== JSON.stringify(pending) ? corrected : null;
}

import type { TCoachAction } from './coach-answer';

/**
 * "reading goal: 30 books, deadline dec 31": a later clause that changes the goal an earlier clause
 * creates (its deadline, its description) is part of that goal, not a second step that edits it once made.
 * The change folds into the create_goal; references to the steps after it (`$3`) move down by one.
 */
export function foldNewGoalChanges(actions: readonly TCoachAction[]): TCoachAction[] {
  const index = actions.findIndex((action) => createdGoalChanged(actions, action) !== null);
  const change = actions[index];
  const target = change === undefined ? null : createdGoalChanged(actions, change);
  if (change === undefined || target === null) return [...actions];
  const { type: _type, goal_id: _goal, ...fields } = change;
  const folded = actions.map((action, at) => (at === target ? { ...action, ...fields } : action));
  const rest = folded.filter((_, at) => at !== index).map((action) => renumbered(action, index + 1));
  return foldNewGoalChanges(rest);
}

/** The index of the create_goal an update_goal changes through its `$n` reference, or null. */
function createdGoalChanged(actions: readonly TCoachAction[], action: TCoachAction): number | null {
  const ref = action.type === 'update_goal' ? /^\$(\d+)$/.exec(String(action.goal_id)) : null;
  const at = ref === null || ref[1] === undefined ? -1 : Number(ref[1]) - 1;
  return actions[at]?.type === 'create_goal' ? at : null;
}

/** A step's references to steps after the removed one (`removed`, counted from 1) move down by one. */
function renumbered(action: TCoachAction, removed: number): TCoachAction {
  const entries = Object.entries(action).map(([key, value]) => {
    const ref = typeof value === 'string' ? /^\$(\d+)$/.exec(value) : null;
    return ref !== null && Number(ref[1]) > removed ? [key, `$${Number(ref[1]) - 1}`] : [key, value];
  });
  return Object.fromEntries(entries) as TCoachAction;
}

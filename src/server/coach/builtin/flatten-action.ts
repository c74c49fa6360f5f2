import { isPlainObject } from '../../../domain/actions/action-fields';
import type { TCoachAction } from './coach-answer';

/**
 * A pending action may come back validated (create_habit's fields under `habit`, update_goal's under
 * `changes`…) or as the coach wrote it. Both are turned into the flat shape of docs/coach-actions.md,
 * which the catalogue accepts, so a change can be made in one place.
 */
export function flattenAction(action: TCoachAction): TCoachAction {
  const { type } = action;
  if (type === 'batch' && Array.isArray(action.actions)) {
    return {
      type,
      actions: action.actions.map((step) => (isCoachAction(step) ? flattenAction(step) : step)),
    };
  }
  if (type === 'create_habit' && isPlainObject(action.habit)) {
    const { type: habitType, ...habit } = action.habit;
    return { type, ...habit, habit_type: habitType };
  }
  if (type === 'create_goal' && isPlainObject(action.goal)) {
    const { name, ...goal } = action.goal;
    return { type, title: name, ...goal };
  }
  if (isPlainObject(action.changes)) {
    const { changes, ...rest } = action;
    const { type: habitType, name, ...fields } = changes;
    return {
      ...rest,
      ...fields,
      ...(name !== undefined ? (type === 'update_goal' ? { title: name } : { name }) : {}),
      ...(habitType !== undefined ? { habit_type: habitType } : {}),
    };
  }
  return { ...action };
}

export function isCoachAction(value: unknown): value is TCoachAction {
  return isPlainObject(value) && typeof value.type === 'string';
}

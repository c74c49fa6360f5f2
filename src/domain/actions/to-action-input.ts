import type { TAction, TSingleAction } from './validate-action';

/** An action in the flat `{ type, ...fields }` form of docs/coach-actions.md, which the catalogue reads. */
export type TActionInput = { type: string } & Record<string, unknown>;

/**
 * The flat form of a validated action. Validation gathers some fields under `habit`, `goal` or `changes`
 * for the services; a proposal travels flat instead (to the browser, back to /api/actions and the intent
 * call), because that is the form the catalogue validates again: validateAction(toActionInput(action))
 * gives `action` back.
 */
export function toActionInput(action: TAction): TActionInput {
  if (action.type === 'batch') return { type: 'batch', actions: action.actions.map(toSingleActionInput) };
  return toSingleActionInput(action);
}

function toSingleActionInput(action: TSingleAction): TActionInput {
  switch (action.type) {
    case 'create_habit': {
      const { type: habitType, ...habit } = action.habit;
      return { type: action.type, ...habit, habit_type: habitType };
    }
    case 'update_habit': {
      const { type: habitType, ...changes } = action.changes;
      return {
        type: action.type,
        habit_id: action.habit_id,
        ...changes,
        ...(habitType !== undefined && { habit_type: habitType }),
      };
    }
    case 'create_goal': {
      const { name, ...goal } = action.goal;
      return { type: action.type, title: name, ...goal };
    }
    case 'update_goal': {
      const { name, ...changes } = action.changes;
      return {
        type: action.type,
        goal_id: action.goal_id,
        ...changes,
        ...(name !== undefined && { title: name }),
      };
    }
    case 'update_user_preferences':
      return { type: action.type, ...action.changes };
    default:
      return { ...action };
  }
}

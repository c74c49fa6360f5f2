import { isPlainObject } from './action-fields';
import {
  invalidActionFormatMessage,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
import { createHabitAction } from './create-habit.action';
import { logHabitAction } from './log-habit.action';
import { setFocusAction } from './set-focus.action';
import { updateHabitAction } from './update-habit.action';
import { updateUserPreferencesAction } from './update-user-preferences.action';

/** The coach's action catalogue: a new action type is one line here. */
const actionModules = {
  create_habit: createHabitAction,
  update_habit: updateHabitAction,
  log_habit: logHabitAction,
  set_focus: setFocusAction,
  update_user_preferences: updateUserPreferencesAction,
};

type TActionModules = typeof actionModules;
export type TActionType = keyof TActionModules;

type TIntersect<TUnion> = (TUnion extends unknown ? (value: TUnion) => void : never) extends (
  value: infer TAll,
) => void
  ? TAll
  : never;

/** Any validated action, discriminated by `type`. */
export type TAction = { [K in TActionType]: Parameters<TActionModules[K]['preview']>[0] }[TActionType];
/** Everything any action needs from the caller (ownership, today, existing habits...). */
export type TActionContext = TIntersect<
  { [K in TActionType]: Parameters<TActionModules[K]['validate']>[1] }[TActionType]
>;

export function formatUnknownActionTypeMessage(type: string): string {
  return `Unknown action type: ${type}`;
}

export function isActionType(type: string): type is TActionType {
  return Object.hasOwn(actionModules, type);
}

/**
 * Checks a coach action `{ type, ...payload }` and returns it normalized. Never throws. The type is read
 * loosely ("Create_Habit"); the rest of the object is the payload, in which `type` is free to mean
 * something else (a habit's type).
 */
export function validateAction(input: unknown, context: TActionContext): TValidation<TAction> {
  if (!isPlainObject(input) || typeof input.type !== 'string')
    return rejectAction([invalidActionFormatMessage]);
  const { type, ...payload } = input;
  const key = type.trim().toLowerCase();
  if (!isActionType(key)) return rejectAction([formatUnknownActionTypeMessage(type)]);
  const { validate } = actionModules[key];
  return validate(payload, context);
}

/** The one-line preview shown before the user confirms. */
export function previewAction(action: TAction): string {
  // TypeScript cannot tie the module picked by `type` to the action's own type, so it is widened here.
  const actionModule: TActionModule<never, TAction> = actionModules[action.type];
  return actionModule.preview(action);
}

import { isPlainObject } from './action-fields';
import {
  invalidActionFormatMessage,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
import { createBatchAction, type TBatchAction } from './batch.action';
import { advanceBatchContext, checkStepReferences } from './batch-references';
import { createDailyInsightsAction } from './create-daily-insights.action';
import { createFocusSessionAction } from './create-focus-session.action';
import { createGoalAction } from './create-goal.action';
import { createGoalBaselineAction } from './create-goal-baseline.action';
import { createHabitAction } from './create-habit.action';
import { createSkillEntryAction } from './create-skill-entry.action';
import { createUserSubskillAction } from './create-user-subskill.action';
import { linkHabitToGoalAction } from './link-habit-to-goal.action';
import { linkHabitToSkillAction } from './link-habit-to-skill.action';
import { logHabitAction } from './log-habit.action';
import { scheduleDayAction } from './schedule-day.action';
import { setFocusAction } from './set-focus.action';
import { updateGoalAction } from './update-goal.action';
import { updateHabitAction } from './update-habit.action';
import { updateSkillBaselineAction } from './update-skill-baseline.action';
import { updateUserPreferencesAction } from './update-user-preferences.action';

/**
 * The coach's action catalogue: a new action type is one line here. batch is kept apart (see
 * batchAction below) because it is made of these.
 */
const actionModules = {
  create_habit: createHabitAction,
  update_habit: updateHabitAction,
  log_habit: logHabitAction,
  set_focus: setFocusAction,
  create_goal: createGoalAction,
  update_goal: updateGoalAction,
  create_goal_baseline: createGoalBaselineAction,
  link_habit_to_goal: linkHabitToGoalAction,
  link_habit_to_skill: linkHabitToSkillAction,
  create_skill_entry: createSkillEntryAction,
  update_skill_baseline: updateSkillBaselineAction,
  create_user_subskill: createUserSubskillAction,
  create_focus_session: createFocusSessionAction,
  create_daily_insights: createDailyInsightsAction,
  schedule_day: scheduleDayAction,
  update_user_preferences: updateUserPreferencesAction,
};

type TActionModules = typeof actionModules;
/** The types a batch can hold: every type but batch. */
export type TSingleActionType = keyof TActionModules;
export type TActionType = TSingleActionType | 'batch';

type TIntersect<TUnion> = (TUnion extends unknown ? (value: TUnion) => void : never) extends (
  value: infer TAll,
) => void
  ? TAll
  : never;

export type TSingleAction = {
  [K in TSingleActionType]: Parameters<TActionModules[K]['preview']>[0];
}[TSingleActionType];
/** Any validated action, discriminated by `type`. */
export type TAction = TSingleAction | TBatchAction<TSingleAction>;
/** Everything any action needs from the caller (ownership, today, existing habits...); a batch needs no more. */
export type TActionContext = TIntersect<
  { [K in TSingleActionType]: Parameters<TActionModules[K]['validate']>[1] }[TSingleActionType]
>;

export function formatUnknownActionTypeMessage(type: string): string {
  return `Unknown action type: ${type}`;
}

export function isActionType(type: string): type is TActionType {
  return type === 'batch' || isSingleActionType(type);
}

function isSingleActionType(type: string): type is TSingleActionType {
  return Object.hasOwn(actionModules, type);
}

const batchAction = createBatchAction(
  { validate: validateSingleAction, preview: previewSingleAction },
  { check: checkStepReferences, advance: advanceBatchContext },
);

/**
 * Checks a coach action `{ type, ...payload }` and returns it normalized. Never throws. The type is read
 * loosely ("Create_Habit"); the rest of the object is the payload, in which `type` is free to mean
 * something else (a habit's type).
 */
export function validateAction(input: unknown, context: TActionContext): TValidation<TAction> {
  const action = splitAction(input);
  if (action?.key === 'batch') return batchAction.validate(action.payload, context);
  return validateSingleAction(input, context);
}

function validateSingleAction(input: unknown, context: TActionContext): TValidation<TSingleAction> {
  const action = splitAction(input);
  if (action === null) return rejectAction([invalidActionFormatMessage]);
  if (!isSingleActionType(action.key)) return rejectAction([formatUnknownActionTypeMessage(action.type)]);
  const { validate } = actionModules[action.key];
  return validate(action.payload, context);
}

function splitAction(input: unknown): { type: string; key: string; payload: Record<string, unknown> } | null {
  if (!isPlainObject(input) || typeof input.type !== 'string') return null;
  const { type, ...payload } = input;
  return { type, key: type.trim().toLowerCase(), payload };
}

/** The one-line preview shown before the user confirms. */
export function previewAction(action: TAction): string {
  return action.type === 'batch' ? batchAction.preview(action) : previewSingleAction(action);
}

function previewSingleAction(action: TSingleAction): string {
  // TypeScript cannot tie the module picked by `type` to the action's own type, so it is widened here.
  const actionModule: TActionModule<never, TSingleAction> = actionModules[action.type];
  return actionModule.preview(action);
}

import { z } from 'zod';
import {
  goalDescriptionMaxLength,
  goalTargetMax,
  goalTargetMin,
  goalTitleMaxLength,
  goalTitleMinLength,
} from '../goals/goal-rules';
import {
  checkOwnedId,
  pickFirstDefined,
  readIdField,
  readNumberInRange,
  readOptionalTextField,
  readTextField,
  ZOptionalDateKey,
} from './action-fields';

/** The goal fields that create_goal and update_goal share, with their aliases and messages. */

export const goalTitleMessage = `Goal title must be at least ${goalTitleMinLength} characters`;
export const goalTitleTooLongMessage = `Goal title is too long (max ${goalTitleMaxLength} characters)`;
export const goalDescriptionMessage = `Goal description is too long (max ${goalDescriptionMaxLength} characters)`;
export const goalTargetMessage = 'Target value must be between 0 and 1,000,000';
export const goalNotFoundMessage = 'Goal not found or access denied';

/** goals.name; the coach calls it the goal's title. */
export const ZGoalFields = z.object({
  name: readTextField({
    min: goalTitleMinLength,
    tooShort: goalTitleMessage,
    max: goalTitleMaxLength,
    tooLong: goalTitleTooLongMessage,
  }),
  description: readOptionalTextField(goalDescriptionMessage, goalDescriptionMaxLength),
  target_value: readNumberInRange(goalTargetMin, goalTargetMax, goalTargetMessage).nullish(),
  target_metric: readOptionalTextField('Target metric must be text'),
  unit: readOptionalTextField('Unit must be text'),
  end_date: ZOptionalDateKey.optional(),
});

/**
 * Renames aliases to the fields of a goal (title → name; target, value → target_value; deadline,
 * due_date, target_date → end_date; units → unit; metric → target_metric). Fields that are absent stay absent.
 */
export function normalizeGoalFields(payload: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: pickFirstDefined(payload, ['title', 'name']),
    description: pickFirstDefined(payload, ['description']),
    target_value: pickFirstDefined(payload, ['target_value', 'target', 'value']),
    target_metric: pickFirstDefined(payload, ['target_metric', 'metric']),
    unit: pickFirstDefined(payload, ['unit', 'units']),
    end_date: pickFirstDefined(payload, ['end_date', 'deadline', 'due_date', 'target_date']),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The goal an action is about; `id` is accepted because the model often says so. */
export function pickGoalId(payload: Record<string, unknown>): unknown {
  return pickFirstDefined(payload, ['goal_id', 'id']);
}

export const ZGoalId = readIdField(goalNotFoundMessage);

export function checkGoalOwnership(goalId: unknown, ownedGoalIds: readonly string[]): string[] {
  return checkOwnedId(goalId, ownedGoalIds, goalNotFoundMessage);
}

/** Goal types the app offers; the table's default is milestone (spec 3: includes milestone and binary). */
export const goalTypes = ['milestone', 'numeric', 'binary'] as const;
export const goalPriorities = ['low', 'medium', 'high'] as const;

/**
 * The goal fields only the form and the API set, not the coach: type, priority and start_date. Absent stays
 * absent; null clears priority and start date.
 */
export const ZGoalFormFields = z.object({
  type: z.enum(goalTypes, { error: 'Goal type must be milestone, numeric or binary' }).optional(),
  priority: z.enum(goalPriorities, { error: 'Goal priority must be low, medium or high' }).nullish(),
  start_date: z.union([z.null(), ZOptionalDateKey]).optional(),
});

export function pickGoalFormFields(payload: Record<string, unknown>): Record<string, unknown> {
  const { type, priority, start_date } = payload;
  return { type, priority, start_date };
}

import { z } from 'zod';
import { formatCalendarDate } from '../dates/day-titles';
import { goalStatuses } from '../goals/goal-rules';
import { pickFirstDefined } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import {
  checkGoalOwnership,
  normalizeGoalFields,
  pickGoalFormFields,
  pickGoalId,
  ZGoalFields,
  ZGoalFormFields,
  ZGoalId,
} from './goal-fields';

/** The update_goal payload once aliases are renamed by normalizeUpdateGoal. */
export const ZUpdateGoal = ZGoalFields.partial().extend({
  goal_id: ZGoalId,
  status: z.enum(goalStatuses, { error: 'Goal status must be active, paused or completed' }).optional(),
});
export type TUpdateGoal = z.infer<typeof ZUpdateGoal>;

/** Only the fields to change; null clears a description, target, metric or unit. */
export type TGoalChanges = Omit<TUpdateGoal, 'goal_id'>;
export type TUpdateGoalAction = { type: 'update_goal'; goal_id: string; changes: TGoalChanges };
export type TUpdateGoalContext = { ownedGoalIds: readonly string[] };

export function normalizeUpdateGoal(payload: Record<string, unknown>): Record<string, unknown> {
  const status = pickFirstDefined(payload, ['status']);
  return {
    ...normalizeGoalFields(payload),
    goal_id: pickGoalId(payload),
    status: typeof status === 'string' ? status.trim().toLowerCase() : status,
  };
}

/** Keeps the fields sent; a payload that changes nothing is allowed, with a warning. */
export function checkUpdateGoal({ goal_id, ...fieldsToChange }: TUpdateGoal): TValidation<TUpdateGoalAction> {
  const changes: TGoalChanges = Object.fromEntries(
    Object.entries(fieldsToChange).filter(([, value]) => value !== undefined),
  );
  return concludeValidation(
    { type: 'update_goal', goal_id, changes },
    [],
    Object.keys(changes).length === 0 ? ['No changes to apply'] : [],
  );
}

export function validateUpdateGoal(input: unknown, context: TUpdateGoalContext) {
  return updateGoalAction.validate(input, context);
}

export function previewUpdateGoal({ changes }: TUpdateGoalAction): string {
  const describeClearable = (label: string, value: string | number | null | undefined) =>
    value !== undefined && (value === null ? `remove the ${label}` : `${label} ${value}`);
  const parts = [
    changes.name !== undefined && `rename to "${changes.name}"`,
    describeClearable('target', changes.target_value),
    describeClearable('unit', changes.unit),
    describeClearable('metric', changes.target_metric),
    changes.description !== undefined &&
      (changes.description === null ? 'remove the description' : 'new description'),
    changes.end_date !== undefined &&
      `end date ${changes.end_date === null ? changes.end_date : formatCalendarDate(changes.end_date)}`,
    changes.status !== undefined && `mark ${changes.status}`,
  ].filter((part) => part !== false);
  return `Update goal — ${parts.length > 0 ? parts.join(', ') : 'no changes'}`;
}

export const updateGoalAction = defineAction({
  normalize: normalizeUpdateGoal,
  schema: ZUpdateGoal,
  owned: (fields, context: TUpdateGoalContext) => checkGoalOwnership(fields.goal_id, context.ownedGoalIds),
  check: checkUpdateGoal,
  preview: previewUpdateGoal,
});

/** PATCH /api/goals/{id}: the update_goal payload and the form's own fields, the goal named by the path. */
export const ZUpdateGoalRequest = actionRequestBody(
  (payload) => ({ ...normalizeUpdateGoal(payload), ...pickGoalFormFields(payload) }),
  ZUpdateGoal.omit({ goal_id: true }).extend(ZGoalFormFields.shape),
);
export type TUpdateGoalRequest = z.output<typeof ZUpdateGoalRequest>;

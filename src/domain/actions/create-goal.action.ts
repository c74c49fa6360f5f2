import type { z } from 'zod';
import { addMonths } from '../dates/add-months';
import { formatCalendarDate } from '../dates/day-titles';
import { goalCountWarning, goalEndDateHorizonMonths } from '../goals/goal-rules';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { normalizeGoalFields, pickGoalFormFields, ZGoalFields, ZGoalFormFields } from './goal-fields';

/** The create_goal payload once aliases are renamed by normalizeGoalFields. */
export const ZCreateGoal = ZGoalFields;
export type TCreateGoal = z.infer<typeof ZCreateGoal>;

export type TGoalDraft = {
  name: string;
  description: string | null;
  target_value: number | null;
  target_metric: string | null;
  unit: string | null;
  end_date: string | null;
};
export type TCreateGoalAction = { type: 'create_goal'; goal: TGoalDraft };
export type TCreateGoalContext = {
  /** The user's local date: end dates are judged from it. */
  today: string;
  /** How many goals the user has that are not completed. */
  goalCount: number;
};

/** The rules that need the user's data: an end date in the past or far away, many open goals. */
export function checkCreateGoal(
  fields: TCreateGoal,
  context: TCreateGoalContext,
): TValidation<TCreateGoalAction> {
  const { name, description, target_value, target_metric, unit, end_date } = fields;
  const goal: TGoalDraft = {
    name,
    description: description ?? null,
    target_value: target_value ?? null,
    target_metric: target_metric ?? null,
    unit: unit ?? null,
    end_date: end_date ?? null,
  };
  return concludeValidation(
    { type: 'create_goal', goal },
    [],
    [
      ...(end_date != null && end_date < context.today ? ['Goal end date is in the past'] : []),
      ...(end_date != null && end_date > addMonths(context.today, goalEndDateHorizonMonths)
        ? [`Goal end date is more than ${goalEndDateHorizonMonths} months away`]
        : []),
      ...(context.goalCount >= goalCountWarning ? [`You already have ${context.goalCount} goals`] : []),
    ],
  );
}

export function validateCreateGoal(input: unknown, context: TCreateGoalContext) {
  return createGoalAction.validate(input, context);
}

export function previewCreateGoal({ goal }: TCreateGoalAction): string {
  const parts = [
    goal.target_value !== null &&
      [goal.target_value, goal.unit ?? goal.target_metric].filter((part) => part !== null).join(' '),
    goal.end_date !== null && `by ${formatCalendarDate(goal.end_date)}`,
  ].filter((part) => part !== false);
  return `Create goal "${goal.name}"${parts.length > 0 ? ` — ${parts.join(' ')}` : ''}`;
}

export const createGoalAction = defineAction({
  normalize: normalizeGoalFields,
  schema: ZCreateGoal,
  check: checkCreateGoal,
  preview: previewCreateGoal,
});

/** POST /api/goals: the create_goal payload and the form's own fields. */
export const ZCreateGoalRequest = actionRequestBody(
  (payload) => ({ ...normalizeGoalFields(payload), ...pickGoalFormFields(payload) }),
  ZCreateGoal.extend(ZGoalFormFields.shape),
);
export type TCreateGoalRequest = z.output<typeof ZCreateGoalRequest>;

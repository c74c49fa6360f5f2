import { z } from 'zod';
import { goalBaselineMetricMinLength, goalBaselineValueMax } from '../goals/goal-rules';
import { pickFirstDefined, readNumberInRange, readOptionalTextField, readTextField } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { checkGoalOwnership, pickGoalId, ZGoalId } from './goal-fields';

const metricMessage = `Baseline metric must be at least ${goalBaselineMetricMinLength} characters`;
const valueMessage = 'Baseline value must be between 0 and 10,000,000';

/** The create_goal_baseline payload once aliases are renamed by normalizeCreateGoalBaseline. */
export const ZCreateGoalBaseline = z.object({
  goal_id: ZGoalId,
  metric: readTextField({ min: goalBaselineMetricMinLength, tooShort: metricMessage }),
  value: readNumberInRange(0, goalBaselineValueMax, valueMessage),
  unit: readOptionalTextField('Unit must be text'),
});
export type TCreateGoalBaseline = z.infer<typeof ZCreateGoalBaseline>;

export type TCreateGoalBaselineAction = {
  type: 'create_goal_baseline';
  goal_id: string;
  metric: string;
  value: number;
  unit: string | null;
};
export type TCreateGoalBaselineContext = { ownedGoalIds: readonly string[] };

/** metric ← name, label; value ← baseline, current_value; unit ← units. */
export function normalizeCreateGoalBaseline(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    goal_id: pickGoalId(payload),
    metric: pickFirstDefined(payload, ['metric', 'name', 'label']),
    value: pickFirstDefined(payload, ['value', 'baseline', 'current_value']),
    unit: pickFirstDefined(payload, ['unit', 'units']),
  };
}

export function checkCreateGoalBaseline({
  goal_id,
  metric,
  value,
  unit,
}: TCreateGoalBaseline): TValidation<TCreateGoalBaselineAction> {
  return concludeValidation({ type: 'create_goal_baseline', goal_id, metric, value, unit: unit ?? null }, []);
}

export function validateCreateGoalBaseline(input: unknown, context: TCreateGoalBaselineContext) {
  return createGoalBaselineAction.validate(input, context);
}

export function previewCreateGoalBaseline({ metric, value, unit }: TCreateGoalBaselineAction): string {
  return `Record goal baseline — ${metric}: ${[value, unit].filter((part) => part !== null).join(' ')}`;
}

export const createGoalBaselineAction = defineAction({
  normalize: normalizeCreateGoalBaseline,
  schema: ZCreateGoalBaseline,
  owned: (fields, context: TCreateGoalBaselineContext) =>
    checkGoalOwnership(fields.goal_id, context.ownedGoalIds),
  check: checkCreateGoalBaseline,
  preview: previewCreateGoalBaseline,
});

/** POST /api/goals/{id}/baselines: the create_goal_baseline payload, the goal named by the path. */
export const ZCreateGoalBaselineRequest = actionRequestBody(
  normalizeCreateGoalBaseline,
  ZCreateGoalBaseline.omit({ goal_id: true }),
);

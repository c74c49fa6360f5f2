import { z } from 'zod';
import { baselineHoursMax, baselineHoursMin } from '../skills/skill-rules';
import { formatCount } from '../text/format-count';
import { pickFirstDefined, readNumberInRange } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { defineAction } from './define-action';
import { checkSkillOwnership, ZSkillId } from './skill-fields';

/** The update_skill_baseline payload once aliases are renamed by normalizeUpdateSkillBaseline. */
export const ZUpdateSkillBaseline = z.object({
  skill_id: ZSkillId,
  baseline_hours: readNumberInRange(
    baselineHoursMin,
    baselineHoursMax,
    'Baseline hours must be between 0 and 10,000',
  ),
});
export type TUpdateSkillBaseline = z.infer<typeof ZUpdateSkillBaseline>;

export type TUpdateSkillBaselineAction = {
  type: 'update_skill_baseline';
  skill_id: string;
  baseline_hours: number;
};
export type TUpdateSkillBaselineContext = { ownedSkillIds: readonly string[] };

/** skill_id ← id; baseline_hours ← hours, baseline. */
export function normalizeUpdateSkillBaseline(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    skill_id: pickFirstDefined(payload, ['skill_id', 'id']),
    baseline_hours: pickFirstDefined(payload, ['baseline_hours', 'hours', 'baseline']),
  };
}

export function validateUpdateSkillBaseline(input: unknown, context: TUpdateSkillBaselineContext) {
  return updateSkillBaselineAction.validate(input, context);
}

export function previewUpdateSkillBaseline({ baseline_hours }: TUpdateSkillBaselineAction): string {
  return `Set skill baseline to ${formatCount(baseline_hours, 'hour')}`;
}

export const updateSkillBaselineAction = defineAction({
  normalize: normalizeUpdateSkillBaseline,
  schema: ZUpdateSkillBaseline,
  owned: (fields, context: TUpdateSkillBaselineContext) =>
    checkSkillOwnership(fields.skill_id, context.ownedSkillIds),
  check: (data): TValidation<TUpdateSkillBaselineAction> =>
    concludeValidation({ type: 'update_skill_baseline', ...data }, []),
  preview: previewUpdateSkillBaseline,
});

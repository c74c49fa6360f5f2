import { z } from 'zod';
import { baselineHoursMax, baselineHoursMin } from '../skills/skill-rules';
import { formatCount } from '../text/format-count';
import { isPlainObject, pickFirstDefined, readNumberInRange } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
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

export function validateUpdateSkillBaseline(
  input: unknown,
  context: TUpdateSkillBaselineContext,
): TValidation<TUpdateSkillBaselineAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const fields = normalizeUpdateSkillBaseline(input);
  const ownershipErrors = checkSkillOwnership(fields.skill_id, context.ownedSkillIds);
  const parsed = ZUpdateSkillBaseline.safeParse(fields);
  if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);
  return concludeValidation({ type: 'update_skill_baseline', ...parsed.data }, ownershipErrors);
}

export function previewUpdateSkillBaseline({ baseline_hours }: TUpdateSkillBaselineAction): string {
  return `Set skill baseline to ${formatCount(baseline_hours, 'hour')}`;
}

export const updateSkillBaselineAction: TActionModule<
  TUpdateSkillBaselineContext,
  TUpdateSkillBaselineAction
> = {
  validate: validateUpdateSkillBaseline,
  preview: previewUpdateSkillBaseline,
};

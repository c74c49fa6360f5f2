import { z } from 'zod';
import { isPlainObject, pickFirstDefined } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
import { checkHabitOwnership, ZHabitId } from './habit-fields';
import { readLinkWeight } from './link-fields';
import { checkSkillOwnership, ZSkillId } from './skill-fields';

/** The link_habit_to_skill payload once aliases are renamed by normalizeLinkHabitToSkill. */
export const ZLinkHabitToSkill = z.object({
  habit_id: ZHabitId,
  skill_id: ZSkillId,
  weight: readLinkWeight('Weight must be between 0 and 5'),
});
export type TLinkHabitToSkill = z.infer<typeof ZLinkHabitToSkill>;

export type TLinkHabitToSkillAction = {
  type: 'link_habit_to_skill';
  habit_id: string;
  skill_id: string;
  weight: number;
};
export type TLinkHabitToSkillContext = { ownedHabitIds: readonly string[]; ownedSkillIds: readonly string[] };

/** weight ← contribution. No `id` alias: with two ids it would be a guess. */
export function normalizeLinkHabitToSkill(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    habit_id: pickFirstDefined(payload, ['habit_id']),
    skill_id: pickFirstDefined(payload, ['skill_id']),
    weight: pickFirstDefined(payload, ['weight', 'contribution']),
  };
}

export function validateLinkHabitToSkill(
  input: unknown,
  context: TLinkHabitToSkillContext,
): TValidation<TLinkHabitToSkillAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const fields = normalizeLinkHabitToSkill(input);
  const ownershipErrors = [
    ...checkHabitOwnership(fields.habit_id, context.ownedHabitIds),
    ...checkSkillOwnership(fields.skill_id, context.ownedSkillIds),
  ];
  const parsed = ZLinkHabitToSkill.safeParse(fields);
  if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);
  return concludeValidation({ type: 'link_habit_to_skill', ...parsed.data }, ownershipErrors);
}

export function previewLinkHabitToSkill({ weight }: TLinkHabitToSkillAction): string {
  return `Link habit to skill — weight ${weight}`;
}

export const linkHabitToSkillAction: TActionModule<TLinkHabitToSkillContext, TLinkHabitToSkillAction> = {
  validate: validateLinkHabitToSkill,
  preview: previewLinkHabitToSkill,
};

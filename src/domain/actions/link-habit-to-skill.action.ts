import type { TActionModule } from './action-result';
import { createLinkHabitAction } from './link-fields';
import { checkSkillOwnership, ZSkillId } from './skill-fields';

export type TLinkHabitToSkillAction = {
  type: 'link_habit_to_skill';
  habit_id: string;
  skill_id: string;
  weight: number;
};
export type TLinkHabitToSkillContext = { ownedHabitIds: readonly string[]; ownedSkillIds: readonly string[] };

/** weight ← contribution. */
const linkHabitToSkill = createLinkHabitAction({
  target: 'skill',
  ZTargetId: ZSkillId,
  weightField: 'weight',
  weightMessage: 'Weight must be between 0 and 5',
  checkTargetOwnership: (skillId, context: TLinkHabitToSkillContext) =>
    checkSkillOwnership(skillId, context.ownedSkillIds),
});

/** The link_habit_to_skill payload once aliases are renamed by normalizeLinkHabitToSkill. */
export const ZLinkHabitToSkill = linkHabitToSkill.schema;
export type TLinkHabitToSkill = Omit<TLinkHabitToSkillAction, 'type'>;
export const normalizeLinkHabitToSkill = linkHabitToSkill.normalize;
export const validateLinkHabitToSkill = linkHabitToSkill.validate;
export const previewLinkHabitToSkill = linkHabitToSkill.preview;
/** PUT /api/skills/{id}/links/{habitId}: the link's weight (0 to 5, 1 when left out). */
export const ZLinkHabitToSkillRequest = linkHabitToSkill.requestBody;
export const linkHabitToSkillAction: TActionModule<TLinkHabitToSkillContext, TLinkHabitToSkillAction> =
  linkHabitToSkill.module;

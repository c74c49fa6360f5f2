import { checkOwnedId, readIdField } from './action-fields';

/**
 * Skill ids and their ownership. A skill is a row of `skills`; its subskills are rows of
 * `user_subskills`. Practice is logged against a subskill (subskill_time_logs.skill_id) and its skill
 * (parent_skill_id), so the message for the field named skill_id says "Skill" whichever it points to.
 */

export const skillNotFoundMessage = 'Skill not found or access denied';
export const parentSkillNotFoundMessage = 'Parent skill not found or access denied';

/** What the server tells the validators about the user's subskills. */
export type TOwnedSubskill = { id: string; parent_skill_id: string; name: string };

export const ZSkillId = readIdField(skillNotFoundMessage);
export const ZParentSkillId = readIdField(parentSkillNotFoundMessage);

export function checkSkillOwnership(skillId: unknown, ownedSkillIds: readonly string[]): string[] {
  return checkOwnedId(skillId, ownedSkillIds, skillNotFoundMessage);
}

export function checkParentSkillOwnership(skillId: unknown, ownedSkillIds: readonly string[]): string[] {
  return checkOwnedId(skillId, ownedSkillIds, parentSkillNotFoundMessage);
}

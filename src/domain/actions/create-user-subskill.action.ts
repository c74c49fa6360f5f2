import { z } from 'zod';
import { subskillNameMaxLength, subskillNameMinLength } from '../skills/skill-rules';
import { pickFirstDefined, readOptionalTextField, readTextField } from './action-fields';
import { concludeValidation, type TValidation } from './action-result';
import { actionRequestBody, defineAction } from './define-action';
import { findSimilarName } from './find-similar-name';
import { checkParentSkillOwnership, type TOwnedSubskill, ZParentSkillId } from './skill-fields';

const subskillNameMessage = `Subskill name must be at least ${subskillNameMinLength} characters`;

/** The create_user_subskill payload once aliases are renamed by normalizeCreateUserSubskill. */
export const ZCreateUserSubskill = z.object({
  parent_skill_id: ZParentSkillId,
  name: readTextField({
    min: subskillNameMinLength,
    tooShort: subskillNameMessage,
    max: subskillNameMaxLength,
    tooLong: `Subskill name is too long (max ${subskillNameMaxLength} characters)`,
  }),
  description: readOptionalTextField('Description must be text'),
});
export type TCreateUserSubskill = z.infer<typeof ZCreateUserSubskill>;

export type TCreateUserSubskillAction = {
  type: 'create_user_subskill';
  parent_skill_id: string;
  name: string;
  description: string | null;
};
export type TCreateUserSubskillContext = {
  ownedSkillIds: readonly string[];
  ownedSubskills: readonly TOwnedSubskill[];
};

/** parent_skill_id ← skill_id, parent_id; name ← title. */
export function normalizeCreateUserSubskill(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    parent_skill_id: pickFirstDefined(payload, ['parent_skill_id', 'skill_id', 'parent_id']),
    name: pickFirstDefined(payload, ['name', 'title']),
    description: pickFirstDefined(payload, ['description']),
  };
}

/** Warns of a subskill of the same skill with a similar name. */
export function checkCreateUserSubskill(
  { parent_skill_id, name, description }: TCreateUserSubskill,
  context: TCreateUserSubskillContext,
): TValidation<TCreateUserSubskillAction> {
  const similar = findSimilarName(
    name,
    context.ownedSubskills
      .filter((subskill) => subskill.parent_skill_id === parent_skill_id)
      .map((subskill) => subskill.name),
  );
  return concludeValidation(
    { type: 'create_user_subskill', parent_skill_id, name, description: description ?? null },
    [],
    similar !== null ? [`A similar subskill already exists: "${similar}"`] : [],
  );
}

export function validateCreateUserSubskill(input: unknown, context: TCreateUserSubskillContext) {
  return createUserSubskillAction.validate(input, context);
}

export function previewCreateUserSubskill({ name }: TCreateUserSubskillAction): string {
  return `Create subskill "${name}"`;
}

export const createUserSubskillAction = defineAction({
  normalize: normalizeCreateUserSubskill,
  schema: ZCreateUserSubskill,
  owned: (fields, context: TCreateUserSubskillContext) =>
    checkParentSkillOwnership(fields.parent_skill_id, context.ownedSkillIds),
  check: checkCreateUserSubskill,
  preview: previewCreateUserSubskill,
});

/** POST /api/skills/{id}/subskills: the create_user_subskill payload, the skill named by the path. */
export const ZCreateSubskillRequest = actionRequestBody(
  normalizeCreateUserSubskill,
  ZCreateUserSubskill.omit({ parent_skill_id: true }),
);
export type TCreateSubskillRequest = z.output<typeof ZCreateSubskillRequest>;

/** PATCH /api/skills/{id}/subskills/{subskillId}: a new name, a new description, or both. */
export const ZUpdateSubskillRequest = actionRequestBody(
  normalizeCreateUserSubskill,
  ZCreateUserSubskill.pick({ name: true, description: true }).partial(),
);

import { z } from 'zod';
import { subskillNameMaxLength, subskillNameMinLength } from '../skills/skill-rules';
import { isPlainObject, pickFirstDefined, readOptionalTextField, readTextField } from './action-fields';
import {
  concludeValidation,
  invalidActionFormatMessage,
  readIssueMessages,
  rejectAction,
  type TActionModule,
  type TValidation,
} from './action-result';
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

export function validateCreateUserSubskill(
  input: unknown,
  context: TCreateUserSubskillContext,
): TValidation<TCreateUserSubskillAction> {
  if (!isPlainObject(input)) return rejectAction([invalidActionFormatMessage]);
  const fields = normalizeCreateUserSubskill(input);
  const ownershipErrors = checkParentSkillOwnership(fields.parent_skill_id, context.ownedSkillIds);
  const parsed = ZCreateUserSubskill.safeParse(fields);
  if (!parsed.success) return rejectAction([...ownershipErrors, ...readIssueMessages(parsed.error)]);

  const { parent_skill_id, name, description } = parsed.data;
  const similar = findSimilarName(
    name,
    context.ownedSubskills
      .filter((subskill) => subskill.parent_skill_id === parent_skill_id)
      .map((subskill) => subskill.name),
  );
  return concludeValidation(
    { type: 'create_user_subskill', parent_skill_id, name, description: description ?? null },
    ownershipErrors,
    similar !== null ? [`A similar subskill already exists: "${similar}"`] : [],
  );
}

export function previewCreateUserSubskill({ name }: TCreateUserSubskillAction): string {
  return `Create subskill "${name}"`;
}

export const createUserSubskillAction: TActionModule<TCreateUserSubskillContext, TCreateUserSubskillAction> =
  {
    validate: validateCreateUserSubskill,
    preview: previewCreateUserSubskill,
  };

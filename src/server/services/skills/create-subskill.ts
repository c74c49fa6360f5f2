import {
  checkCreateUserSubskill,
  type TCreateSubskillRequest,
} from '../../../domain/actions/create-user-subskill.action';
import type { Database } from '../../db/client';
import { skills, userSubskills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { invalidInput } from '../service-error';
import { loadOwnedSubskills } from './load-owned-subskills';
import { presentSubskill, type TSubskillDto } from './present-skill';
import { skillNotFound } from './skill-not-found';

/** Adds a subskill to one of the user's skills (create_user_subskill rules, similar-name warning). */
export async function createSubskill(
  db: Database,
  userId: string,
  skillId: string,
  input: TCreateSubskillRequest,
): Promise<{ subskill: TSubskillDto; warnings: string[] }> {
  const parent = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const verdict = checkCreateUserSubskill(
    { ...input, parent_skill_id: parent },
    { ownedSkillIds: [parent], ownedSubskills: await loadOwnedSubskills(db, userId, parent) },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const { name, description } = verdict.value;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(userSubskills)
      .values({ parentSkillId: parent, userId, name, description })
      .returning();
    await publishChange(tx, userId, 'skills');
    return created;
  });
  if (!row) throw new Error('The subskill was not stored');
  return { subskill: presentSubskill(row), warnings: verdict.warnings };
}

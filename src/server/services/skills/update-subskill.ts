import { and, eq } from 'drizzle-orm';
import { checkCreateUserSubskill } from '../../../domain/actions/create-user-subskill.action';
import type { Database } from '../../db/client';
import { skills, userSubskills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { invalidInput } from '../service-error';
import { loadOwnedSubskills } from './load-owned-subskills';
import { presentSubskill, type TSubskillDto } from './present-skill';
import { skillNotFound, subskillNotFound } from './skill-not-found';

/** Renames or re-describes a subskill, by the same rules as creating one (its own name is not "similar"). */
export async function updateSubskill(
  db: Database,
  userId: string,
  skillId: string,
  subskillId: string,
  input: { name?: string; description?: string | null },
): Promise<{ subskill: TSubskillDto; warnings: string[] }> {
  const parent = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const siblings = await loadOwnedSubskills(db, userId, parent);
  const current = siblings.find((subskill) => subskill.id === subskillId);
  if (!current) throw subskillNotFound();
  const verdict = checkCreateUserSubskill(
    { parent_skill_id: parent, name: input.name ?? current.name, description: input.description },
    { ownedSkillIds: [parent], ownedSubskills: siblings.filter((subskill) => subskill.id !== current.id) },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userSubskills)
      .set({
        name: verdict.value.name,
        ...(input.description !== undefined && { description: verdict.value.description }),
      })
      .where(and(eq(userSubskills.id, current.id), eq(userSubskills.userId, userId)))
      .returning();
    await publishChange(tx, userId, 'skills');
    return updated;
  });
  if (!row) throw subskillNotFound();
  return { subskill: presentSubskill(row), warnings: verdict.warnings };
}

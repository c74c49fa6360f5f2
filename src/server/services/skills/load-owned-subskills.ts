import { and, eq } from 'drizzle-orm';
import type { TOwnedSubskill } from '../../../domain/actions/skill-fields';
import type { Database } from '../../db/client';
import { userSubskills } from '../../db/schema';

/** The subskills of one of the user's skills, as the validators' context wants them. */
export async function loadOwnedSubskills(
  db: Database,
  userId: string,
  skillId: string,
): Promise<TOwnedSubskill[]> {
  return db
    .select({ id: userSubskills.id, parent_skill_id: userSubskills.parentSkillId, name: userSubskills.name })
    .from(userSubskills)
    .where(and(eq(userSubskills.parentSkillId, skillId), eq(userSubskills.userId, userId)));
}

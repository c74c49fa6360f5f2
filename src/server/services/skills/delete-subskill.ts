import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSubskills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { isUuid } from '../habits/is-uuid';
import { subskillNotFound } from './skill-not-found';

/** Deletes a subskill with its time logs (the foreign key cascades). */
export async function deleteSubskill(db: Database, userId: string, skillId: string, subskillId: string) {
  if (!isUuid(skillId) || !isUuid(subskillId)) throw subskillNotFound();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userSubskills)
      .where(
        and(
          eq(userSubskills.id, subskillId),
          eq(userSubskills.parentSkillId, skillId),
          eq(userSubskills.userId, userId),
        ),
      )
      .returning({ id: userSubskills.id });
    if (deleted.length === 0) throw subskillNotFound();
    await publishChange(tx, userId, 'skills');
  });
}

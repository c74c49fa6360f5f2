import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { isUuid } from '../habits/is-uuid';
import { skillNotFound } from './skill-not-found';

/** Deletes a skill with its baseline, subskills, time logs and habit links (foreign keys cascade). */
export async function deleteSkill(db: Database, userId: string, skillId: string): Promise<void> {
  if (!isUuid(skillId)) throw skillNotFound();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(skills)
      .where(and(eq(skills.id, skillId), eq(skills.userId, userId)))
      .returning({ id: skills.id });
    if (deleted.length === 0) throw skillNotFound();
    await publishChange(tx, userId, 'skills');
  });
}

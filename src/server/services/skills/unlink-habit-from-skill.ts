import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { habitSkills, skills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { isUuid } from '../habits/is-uuid';
import { linkNotFound } from '../link-not-found';
import { skillNotFound } from './skill-not-found';

export async function unlinkHabitFromSkill(db: Database, userId: string, skillId: string, habitId: string) {
  const skill = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  if (!isUuid(habitId)) throw linkNotFound();
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(habitSkills)
      .where(
        and(eq(habitSkills.skillId, skill), eq(habitSkills.habitId, habitId), eq(habitSkills.userId, userId)),
      )
      .returning({ habitId: habitSkills.habitId });
    if (deleted.length === 0) throw linkNotFound();
    await publishChange(tx, userId, 'skills');
  });
}

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills, subskillTimeLogs } from '../../db/schema';
import { findOwnedId } from '../find-owned-id';
import { presentSkillTimeLog, type TSkillTimeLogDto } from './present-skill';
import { skillNotFound } from './skill-not-found';

export const timeLogPageMax = 500;

/** A skill's practice, newest first, at most `limit` rows. */
export async function listSkillTimeLogs(
  db: Database,
  userId: string,
  skillId: string,
  limit: number,
): Promise<TSkillTimeLogDto[]> {
  const parent = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const rows = await db
    .select()
    .from(subskillTimeLogs)
    .where(and(eq(subskillTimeLogs.parentSkillId, parent), eq(subskillTimeLogs.userId, userId)))
    .orderBy(desc(subskillTimeLogs.date), desc(subskillTimeLogs.createdAt))
    .limit(Math.min(limit, timeLogPageMax));
  return rows.map(presentSkillTimeLog);
}

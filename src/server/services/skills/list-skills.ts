import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills } from '../../db/schema';
import { loadSkillTotals } from './load-skill-totals';
import { presentSkill, type TSkillDto } from './present-skill';

/** The user's skills, oldest first, each with its hours, XP and level. */
export async function listSkills(db: Database, userId: string): Promise<TSkillDto[]> {
  const rows = await db
    .select()
    .from(skills)
    .where(eq(skills.userId, userId))
    .orderBy(asc(skills.createdAt), asc(skills.id));
  const totalsOf = await loadSkillTotals(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentSkill(row, totalsOf(row.id)));
}

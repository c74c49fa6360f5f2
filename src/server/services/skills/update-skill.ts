import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skills, userSkills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { loadSkillTotals } from './load-skill-totals';
import { presentSkill, type TSkillDto } from './present-skill';
import { skillNotFound } from './skill-not-found';

/** Renames a skill or sets its baseline hours (read by the update_skill_baseline schema). */
export async function updateSkill(
  db: Database,
  userId: string,
  skillId: string,
  input: { name?: string; description?: string | null; baseline_hours?: number },
): Promise<{ skill: TSkillDto; warnings: string[] }> {
  const owned = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const baselineHours = input.baseline_hours;
  const changes = Object.fromEntries(
    Object.entries({ name: input.name, description: input.description }).filter(([, v]) => v !== undefined),
  );
  const row = await db.transaction(async (tx) => {
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx
            .update(skills)
            .set(changes)
            .where(and(eq(skills.id, owned), eq(skills.userId, userId)))
            .returning()
        : await tx
            .select()
            .from(skills)
            .where(and(eq(skills.id, owned), eq(skills.userId, userId)));
    if (baselineHours !== undefined) {
      await tx
        .insert(userSkills)
        .values({ skillId: owned, userId, baselineHours })
        .onConflictDoUpdate({
          target: [userSkills.userId, userSkills.skillId],
          set: { baselineHours: sql`excluded.baseline_hours` },
        });
    }
    await publishChange(tx, userId, 'skills');
    return updated;
  });
  if (!row) throw skillNotFound();
  const totalsOf = await loadSkillTotals(db, userId, [owned]);
  return { skill: presentSkill(row, totalsOf(owned)), warnings: [] };
}

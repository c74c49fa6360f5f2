import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { skills, userSkills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { presentSkill, type TSkillDto } from './present-skill';

/**
 * Creates a skill (skills) with the user's starting hours (user_skills.baseline_hours), read by the
 * update_skill_baseline schema.
 */
export async function createSkill(
  db: Database,
  userId: string,
  input: { name: string; description?: string | null; baseline_hours?: number },
): Promise<{ skill: TSkillDto; warnings: string[] }> {
  const id = randomUUID();
  const baselineHours = input.baseline_hours ?? 0;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(skills)
      .values({ id, userId, name: input.name, description: input.description ?? null })
      .returning();
    await tx.insert(userSkills).values({ skillId: id, userId, baselineHours });
    await publishChange(tx, userId, 'skills');
    return created;
  });
  if (!row) throw new Error('The skill was not stored');
  return {
    skill: presentSkill(row, { baselineHours, practice: [], habitCompletions: [] }),
    warnings: [],
  };
}

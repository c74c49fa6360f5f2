import { randomUUID } from 'node:crypto';
import { validateUpdateSkillBaseline } from '../../../domain/actions/update-skill-baseline.action';
import type { Database } from '../../db/client';
import { skills, userSkills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { invalidInput } from '../service-error';
import { presentSkill, type TSkillDto } from './present-skill';

/**
 * Creates a skill (skills) with the user's starting hours (user_skills.baseline_hours). The baseline is
 * checked by the update_skill_baseline rules, against the id the new skill is about to get.
 */
export async function createSkill(
  db: Database,
  userId: string,
  input: { name: string; description?: string | null; baseline_hours?: unknown },
): Promise<{ skill: TSkillDto; warnings: string[] }> {
  const id = randomUUID();
  const verdict = validateUpdateSkillBaseline(
    { skill_id: id, baseline_hours: input.baseline_hours ?? 0 },
    { ownedSkillIds: [id] },
  );
  if (!verdict.ok) throw invalidInput(verdict.errors, verdict.warnings);
  const baselineHours = verdict.value.baseline_hours;
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
    warnings: verdict.warnings,
  };
}

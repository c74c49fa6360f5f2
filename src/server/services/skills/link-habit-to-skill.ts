import { sql } from 'drizzle-orm';
import { linkWeightDefault } from '../../../domain/actions/link-fields';
import type { Database } from '../../db/client';
import { habitSkills, habits, skills } from '../../db/schema';
import { publishChange } from '../../realtime/publish-change';
import { findOwnedId } from '../find-owned-id';
import { habitNotFound } from '../habits/habit-not-found';
import { skillNotFound } from './skill-not-found';

export type TSkillLinkDto = { skill_id: string; habit_id: string; weight: number };

/** Links a habit to a skill, or changes the link's weight (0 to 5, default 1): one row per pair. */
export async function linkHabitToSkill(
  db: Database,
  userId: string,
  skillId: string,
  habitId: string,
  { weight = linkWeightDefault }: { weight?: number },
): Promise<{ link: TSkillLinkDto; warnings: string[] }> {
  const skill = await findOwnedId(db, skills, userId, skillId, skillNotFound);
  const habit = await findOwnedId(db, habits, userId, habitId, habitNotFound);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(habitSkills)
      .values({ skillId: skill, habitId: habit, userId, weight })
      .onConflictDoUpdate({
        target: [habitSkills.userId, habitSkills.habitId, habitSkills.skillId],
        set: { weight: sql`excluded.weight` },
      })
      .returning();
    await publishChange(tx, userId, 'skills');
    return saved;
  });
  if (!row) throw new Error('The link was not stored');
  return {
    link: { skill_id: row.skillId, habit_id: row.habitId, weight: row.weight },
    warnings: [],
  };
}

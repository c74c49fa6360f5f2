import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { habitLogs, habitSkills, subskillTimeLogs, userSkills } from '../../db/schema';
import type { TSkillTotals } from './present-skill';

/**
 * What XP and hours are computed from, per skill, summed in the database: years of practice logs and
 * daily habit logs stay there, and only a few numbers per skill come back (practice seconds per quality
 * rating, completed days per linked habit).
 */
export async function loadSkillTotals(
  db: Database,
  userId: string,
  skillIds: readonly string[],
): Promise<(skillId: string) => TSkillTotals> {
  if (skillIds.length === 0) return () => ({ baselineHours: 0, practice: [], habitCompletions: [] });
  const ids = [...skillIds];
  const [baselines, practice, completions] = await Promise.all([
    db
      .select({ skillId: userSkills.skillId, hours: userSkills.baselineHours })
      .from(userSkills)
      .where(and(eq(userSkills.userId, userId), inArray(userSkills.skillId, ids))),
    db
      .select({
        skillId: subskillTimeLogs.parentSkillId,
        quality_rating: subskillTimeLogs.qualityRating,
        seconds: sql`sum(${subskillTimeLogs.seconds})`.mapWith(Number),
      })
      .from(subskillTimeLogs)
      .where(and(eq(subskillTimeLogs.userId, userId), inArray(subskillTimeLogs.parentSkillId, ids)))
      .groupBy(subskillTimeLogs.parentSkillId, subskillTimeLogs.qualityRating),
    db
      .select({
        skillId: habitSkills.skillId,
        weight: habitSkills.weight,
        completions: sql`count(${habitLogs.date})`.mapWith(Number),
      })
      .from(habitSkills)
      .leftJoin(
        habitLogs,
        and(
          eq(habitLogs.habitId, habitSkills.habitId),
          eq(habitLogs.userId, userId),
          eq(habitLogs.isComplete, true),
        ),
      )
      .where(and(eq(habitSkills.userId, userId), inArray(habitSkills.skillId, ids)))
      .groupBy(habitSkills.skillId, habitSkills.habitId, habitSkills.weight),
  ]);
  const baselineOf = new Map(baselines.map((row) => [row.skillId, row.hours]));
  return (skillId) => ({
    baselineHours: baselineOf.get(skillId) ?? 0,
    practice: practice.filter((row) => row.skillId === skillId),
    habitCompletions: completions.filter((row) => row.skillId === skillId),
  });
}

import {
  computeLevelFromXp,
  computeSkillHours,
  computeSkillXp,
} from '../../../domain/skills/compute-skill-xp';
import type { skills, subskillTimeLogs, userSubskills } from '../../db/schema';

export type TSkillDto = {
  id: string;
  name: string;
  description: string | null;
  baseline_hours: number;
  /** Baseline plus logged practice. */
  hours: number;
  xp: number;
  level: number;
  xp_into_level: number;
  xp_for_next_level: number;
  level_progress: number;
  created_at: string;
};

export type TSubskillDto = {
  id: string;
  parent_skill_id: string;
  name: string;
  description: string | null;
  created_at: string;
};

export type TSkillTimeLogDto = {
  id: string;
  subskill_id: string;
  parent_skill_id: string;
  habit_id: string | null;
  seconds: number;
  date: string;
  session_type: string | null;
  quality_rating: number | null;
  created_at: string;
};

/** What a skill's XP is computed from; practice may come summed by quality rating (XP is linear in it). */
export type TSkillTotals = {
  baselineHours: number;
  practice: readonly { seconds: number; quality_rating: number | null }[];
  habitCompletions: readonly { weight: number; completions: number }[];
};

export function presentSkill(row: typeof skills.$inferSelect, totals: TSkillTotals): TSkillDto {
  const xp = computeSkillXp({
    baselineHours: totals.baselineHours,
    practiceLogs: totals.practice,
    habitCompletions: totals.habitCompletions,
  });
  const level = computeLevelFromXp(xp);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    baseline_hours: totals.baselineHours,
    hours: computeSkillHours(totals.baselineHours, totals.practice),
    xp,
    level: level.level,
    xp_into_level: level.xpIntoLevel,
    xp_for_next_level: level.xpForNextLevel,
    level_progress: level.progress,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSubskill(row: typeof userSubskills.$inferSelect): TSubskillDto {
  return {
    id: row.id,
    parent_skill_id: row.parentSkillId,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentSkillTimeLog(row: typeof subskillTimeLogs.$inferSelect): TSkillTimeLogDto {
  return {
    id: row.id,
    subskill_id: row.skillId,
    parent_skill_id: row.parentSkillId,
    habit_id: row.habitId,
    seconds: row.seconds,
    date: row.date,
    session_type: row.sessionType,
    quality_rating: row.qualityRating,
    created_at: row.createdAt.toISOString(),
  };
}

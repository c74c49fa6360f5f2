import { z } from '@hono/zod-openapi';

export const ZSkill = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    baseline_hours: z.number(),
    hours: z.number(),
    xp: z.number(),
    level: z.number(),
    xp_into_level: z.number(),
    xp_for_next_level: z.number(),
    level_progress: z.number(),
    created_at: z.string(),
  })
  .openapi('Skill');

export const ZSubskill = z
  .object({
    id: z.string(),
    parent_skill_id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('Subskill');

export const ZSkillTimeLog = z
  .object({
    id: z.string(),
    subskill_id: z.string(),
    parent_skill_id: z.string(),
    habit_id: z.string().nullable(),
    seconds: z.number(),
    date: z.string(),
    session_type: z.string().nullable(),
    quality_rating: z.number().nullable(),
    created_at: z.string(),
  })
  .openapi('SkillTimeLog');

export const ZSkillLink = z
  .object({ skill_id: z.string(), habit_id: z.string(), weight: z.number() })
  .openapi('SkillLink');

export const ZSkillDetail = z
  .object({
    skill: ZSkill,
    subskills: z.array(ZSubskill.extend({ hours: z.number() })),
    links: z.array(ZSkillLink),
    recent_time_logs: z.array(ZSkillTimeLog),
    weekly_hours: z.array(z.object({ week_start: z.string(), week_end: z.string(), hours: z.number() })),
  })
  .openapi('SkillDetail');

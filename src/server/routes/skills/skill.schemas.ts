import { z } from '@hono/zod-openapi';
import { ZLogSkillTimeRequest } from '../../../domain/actions/create-skill-entry.action';
import {
  qualityRatingMax,
  qualityRatingMin,
  skillEntrySecondsMax,
  skillEntrySecondsMin,
} from '../../../domain/skills/skill-rules';

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

/**
 * What a client sends to log practice: the names docs/api.md gives. The action's own schema reads them
 * (and older aliases such as skill_id) through normalizeCreateSkillEntry, so the document describes this
 * shape rather than the action's internal one, whose skill_id is really the subskill.
 */
const ZLogSkillTimeBody = z.object({
  subskill_id: z.string().describe('One of this skill’s subskills'),
  seconds: z
    .number()
    .min(skillEntrySecondsMin)
    .max(skillEntrySecondsMax)
    .optional()
    .describe('Practice time in seconds; send this or minutes'),
  minutes: z
    .number()
    .min(skillEntrySecondsMin / 60)
    .max(skillEntrySecondsMax / 60)
    .optional()
    .describe('Practice time in minutes, instead of seconds'),
  date: z.string().optional().describe('YYYY-MM-DD; the user’s today by default'),
  session_type: z.string().nullish(),
  quality_rating: z.int().min(qualityRatingMin).max(qualityRatingMax).nullish(),
  habit_id: z.string().nullish().describe('A habit this practice counts for'),
});

const { $schema: _dialect, ...logSkillTimeBodySchema } = z.toJSONSchema(ZLogSkillTimeBody, { io: 'input' });

// seconds-or-minutes stays in the descriptions: an anyOf of required lists turns generated types into unknown.
export const ZLogSkillTimeRequestBody = ZLogSkillTimeRequest.openapi(logSkillTimeBodySchema as object);

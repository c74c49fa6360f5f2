import { createRoute, z } from '@hono/zod-openapi';
import {
  ZCreateSubskillRequest,
  ZUpdateSubskillRequest,
} from '../../../domain/actions/create-user-subskill.action';
import { ZLinkHabitToSkillRequest } from '../../../domain/actions/link-habit-to-skill.action';
import { ZUpdateSkillBaseline } from '../../../domain/actions/update-skill-baseline.action';
import {
  skillNameMaxLength,
  skillNameMessage,
  skillNameMinLength,
  skillNameTooLongMessage,
} from '../../../domain/skills/skill-rules';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { createSkill } from '../../services/skills/create-skill';
import { createSubskill } from '../../services/skills/create-subskill';
import { deleteSkill } from '../../services/skills/delete-skill';
import { deleteSubskill } from '../../services/skills/delete-subskill';
import { getSkill } from '../../services/skills/get-skill';
import { linkHabitToSkill } from '../../services/skills/link-habit-to-skill';
import { listSkillTimeLogs, timeLogPageMax } from '../../services/skills/list-skill-time-logs';
import { listSkills } from '../../services/skills/list-skills';
import { logSkillTime } from '../../services/skills/log-skill-time';
import { unlinkHabitFromSkill } from '../../services/skills/unlink-habit-from-skill';
import { updateSkill } from '../../services/skills/update-skill';
import { updateSubskill } from '../../services/skills/update-subskill';
import {
  ZLogSkillTimeRequestBody,
  ZSkill,
  ZSkillDetail,
  ZSkillLink,
  ZSkillTimeLog,
  ZSubskill,
} from './skill.schemas';

const ZSkillName = z
  .string({ error: skillNameMessage })
  .trim()
  .min(skillNameMinLength, { error: skillNameMessage })
  .max(skillNameMaxLength, { error: skillNameTooLongMessage });
const ZSkillDescription = z.string().trim().max(500).nullable().optional();
/** The update_skill_baseline rule (0 to 10,000), which also reads numbers sent as text. */
const ZBaselineHours = ZUpdateSkillBaseline.shape.baseline_hours.optional();

const ZSkillId = z.object({ id: z.string().max(100) });
const ZSubskillIds = z.object({ id: z.string().max(100), subskillId: z.string().max(100) });
const ZSkillHabitIds = z.object({ id: z.string().max(100), habitId: z.string().max(100) });

const skillNotFound = errorResponse('Skill not found or access denied');
const notSignedIn = errorResponse('Not signed in');
const withWarnings = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, warnings: z.array(z.string()) });
const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  content: { 'application/json': { schema } },
  required,
});

const list = createRoute({
  method: 'get',
  path: '/skills',
  summary: 'List skills',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(z.object({ skills: z.array(ZSkill) }), 'Skills by created_at with hours, XP and level'),
    401: notSignedIn,
  },
});

const create = createRoute({
  method: 'post',
  path: '/skills',
  summary: 'Create a skill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    body: jsonBody(
      z.object({ name: ZSkillName, description: ZSkillDescription, baseline_hours: ZBaselineHours }),
    ),
  },
  responses: {
    201: jsonResponse(withWarnings({ skill: ZSkill }), 'Created'),
    400: errorResponse('Invalid skill'),
    401: notSignedIn,
  },
});

const detail = createRoute({
  method: 'get',
  path: '/skills/{id}',
  summary: 'Read a skill with its subskills',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: { params: ZSkillId },
  responses: {
    200: jsonResponse(ZSkillDetail, 'The skill with subskills, links, recent practice and 12 weeks of hours'),
    401: notSignedIn,
    404: skillNotFound,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/skills/{id}',
  summary: 'Update a skill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSkillId,
    body: jsonBody(
      z.object({
        name: ZSkillName.optional(),
        description: ZSkillDescription,
        baseline_hours: ZBaselineHours,
      }),
    ),
  },
  responses: {
    200: jsonResponse(withWarnings({ skill: ZSkill }), 'Updated'),
    400: errorResponse('Invalid change'),
    401: notSignedIn,
    404: skillNotFound,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/skills/{id}',
  summary: 'Delete a skill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: { params: ZSkillId },
  responses: {
    204: { description: 'Deleted with its subskills, time logs and links' },
    401: notSignedIn,
    404: skillNotFound,
  },
});

const addSubskill = createRoute({
  method: 'post',
  path: '/skills/{id}/subskills',
  summary: 'Add a subskill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSkillId,
    body: jsonBody(ZCreateSubskillRequest),
  },
  responses: {
    201: jsonResponse(withWarnings({ subskill: ZSubskill }), 'Created'),
    400: errorResponse('Invalid subskill'),
    401: notSignedIn,
    404: skillNotFound,
  },
});

const editSubskill = createRoute({
  method: 'patch',
  path: '/skills/{id}/subskills/{subskillId}',
  summary: 'Update a subskill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSubskillIds,
    body: jsonBody(ZUpdateSubskillRequest),
  },
  responses: {
    200: jsonResponse(withWarnings({ subskill: ZSubskill }), 'Updated'),
    400: errorResponse('Invalid change'),
    401: notSignedIn,
    404: errorResponse('Skill or subskill not found or access denied'),
  },
});

const removeSubskill = createRoute({
  method: 'delete',
  path: '/skills/{id}/subskills/{subskillId}',
  summary: 'Delete a subskill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: { params: ZSubskillIds },
  responses: {
    204: { description: 'Deleted with its time logs' },
    401: notSignedIn,
    404: errorResponse('Subskill not found or access denied'),
  },
});

const addTimeLog = createRoute({
  method: 'post',
  path: '/skills/{id}/time-logs',
  summary: 'Log practice time on a subskill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSkillId,
    body: jsonBody(ZLogSkillTimeRequestBody),
  },
  responses: {
    201: jsonResponse(withWarnings({ time_log: ZSkillTimeLog }), 'Logged'),
    400: errorResponse('Invalid practice'),
    401: notSignedIn,
    404: errorResponse('Skill, subskill or habit not found or access denied'),
  },
});

const listTimeLogs = createRoute({
  method: 'get',
  path: '/skills/{id}/time-logs',
  summary: 'List a skill’s practice time logs',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSkillId,
    query: z.object({ limit: z.coerce.number().int().min(1).max(timeLogPageMax).default(100) }),
  },
  responses: {
    200: jsonResponse(z.object({ time_logs: z.array(ZSkillTimeLog) }), 'Newest first'),
    401: notSignedIn,
    404: skillNotFound,
  },
});

const link = createRoute({
  method: 'put',
  path: '/skills/{id}/links/{habitId}',
  summary: 'Link a habit to a skill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: {
    params: ZSkillHabitIds,
    body: jsonBody(ZLinkHabitToSkillRequest, false),
  },
  responses: {
    200: jsonResponse(withWarnings({ link: ZSkillLink }), 'Linked'),
    400: errorResponse('Invalid weight'),
    401: notSignedIn,
    404: errorResponse('Skill (or Habit) not found or access denied'),
  },
});

const unlink = createRoute({
  method: 'delete',
  path: '/skills/{id}/links/{habitId}',
  summary: 'Unlink a habit from a skill',
  tags: ['skills'],
  middleware: [requireUser()] as const,
  request: { params: ZSkillHabitIds },
  responses: {
    204: { description: 'Unlinked' },
    401: notSignedIn,
    404: errorResponse('Skill not found or access denied, or no such link'),
  },
});

export function skillsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ skills: await listSkills(db, signedInUserId(c)) }, 200))
    .openapi(create, async (c) => c.json(await createSkill(db, signedInUserId(c), c.req.valid('json')), 201))
    .openapi(detail, async (c) => c.json(await getSkill(db, signedInUserId(c), c.req.valid('param').id), 200))
    .openapi(update, async (c) =>
      c.json(await updateSkill(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await deleteSkill(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(addSubskill, async (c) =>
      c.json(await createSubskill(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(editSubskill, async (c) => {
      const { id, subskillId } = c.req.valid('param');
      return c.json(await updateSubskill(db, signedInUserId(c), id, subskillId, c.req.valid('json')), 200);
    })
    .openapi(removeSubskill, async (c) => {
      const { id, subskillId } = c.req.valid('param');
      await deleteSubskill(db, signedInUserId(c), id, subskillId);
      return c.body(null, 204);
    })
    .openapi(addTimeLog, async (c) =>
      c.json(await logSkillTime(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(listTimeLogs, async (c) => {
      const logs = await listSkillTimeLogs(
        db,
        signedInUserId(c),
        c.req.valid('param').id,
        c.req.valid('query').limit,
      );
      return c.json({ time_logs: logs }, 200);
    })
    .openapi(link, async (c) => {
      const { id, habitId } = c.req.valid('param');
      return c.json(
        await linkHabitToSkill(db, signedInUserId(c), id, habitId, c.req.valid('json') ?? {}),
        200,
      );
    })
    .openapi(unlink, async (c) => {
      const { id, habitId } = c.req.valid('param');
      await unlinkHabitFromSkill(db, signedInUserId(c), id, habitId);
      return c.body(null, 204);
    });
}

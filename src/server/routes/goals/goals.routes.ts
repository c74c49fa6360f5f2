import { createRoute, z } from '@hono/zod-openapi';
import { ZCreateGoalRequest } from '../../../domain/actions/create-goal.action';
import { ZCreateGoalBaselineRequest } from '../../../domain/actions/create-goal-baseline.action';
import { ZLinkHabitToGoalRequest } from '../../../domain/actions/link-habit-to-goal.action';
import { ZUpdateGoalRequest } from '../../../domain/actions/update-goal.action';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { createGoal } from '../../services/goals/create-goal';
import { createGoalBaseline } from '../../services/goals/create-goal-baseline';
import { deleteGoal } from '../../services/goals/delete-goal';
import { linkHabitToGoal } from '../../services/goals/link-habit-to-goal';
import { listGoalProgress } from '../../services/goals/list-goal-progress';
import { listGoals } from '../../services/goals/list-goals';
import { logGoalProgress } from '../../services/goals/log-goal-progress';
import { setGoalMetadata } from '../../services/goals/set-goal-metadata';
import { unlinkHabitFromGoal } from '../../services/goals/unlink-habit-from-goal';
import { updateGoal } from '../../services/goals/update-goal';
import {
  ZGoal,
  ZGoalBaseline,
  ZGoalLink,
  ZGoalMetadata,
  ZGoalProgressLog,
  ZGoalWithProgress,
  ZScheduleEntry,
} from './goal.schemas';

/** A free-form JSON object (spec 3: the goal plan and accountability entries of the preferences metadata). */
const ZAnyBody = z.record(z.string(), z.unknown());
const ZGoalId = z.object({ id: z.string().max(100) });
const ZGoalHabitIds = z.object({ id: z.string().max(100), habitId: z.string().max(100) });
const progressDeltaMax = 1_000_000;
const progressDeltaMessage = 'Progress must be between -1,000,000 and 1,000,000';

const goalNotFound = errorResponse('Goal not found or access denied');
const notSignedIn = errorResponse('Not signed in');
const withWarnings = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, warnings: z.array(z.string()) });

const list = createRoute({
  method: 'get',
  path: '/goals',
  summary: 'List goals',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(
      z.object({ today: z.string(), goals: z.array(ZGoalWithProgress) }),
      'Goals by created_at',
    ),
    401: notSignedIn,
  },
});

const create = createRoute({
  method: 'post',
  path: '/goals',
  summary: 'Create a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZCreateGoalRequest } }, required: true } },
  responses: {
    201: jsonResponse(withWarnings({ goal: ZGoal }), 'Created'),
    400: errorResponse('Invalid goal'),
    401: notSignedIn,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/goals/{id}',
  summary: 'Update a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: {
    params: ZGoalId,
    body: { content: { 'application/json': { schema: ZUpdateGoalRequest } }, required: true },
  },
  responses: {
    200: jsonResponse(withWarnings({ goal: ZGoal }), 'Updated'),
    400: errorResponse('Invalid change'),
    401: notSignedIn,
    404: goalNotFound,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/goals/{id}',
  summary: 'Delete a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: { params: ZGoalId },
  responses: {
    204: { description: 'Deleted with its links, baselines, progress logs and metadata' },
    401: notSignedIn,
    404: goalNotFound,
  },
});

const setMetadata = createRoute({
  method: 'patch',
  path: '/goals/{id}/metadata',
  summary: 'Save a goal’s plan',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: {
    params: ZGoalId,
    body: {
      content: {
        'application/json': {
          schema: z.object({
            schedule: z.array(ZScheduleEntry).max(200).optional(),
            plan: ZAnyBody.optional().openapi({
              description: 'The goal’s plan, a JSON object the app keeps as sent',
            }),
            accountability: ZAnyBody.optional().openapi({
              description: 'Who sees the goal’s progress, a JSON object kept as sent',
            }),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ZGoalMetadata, 'The goal’s metadata; weekly_hours computed from the schedule'),
    400: errorResponse('Invalid metadata'),
    401: notSignedIn,
    404: goalNotFound,
  },
});

const addBaseline = createRoute({
  method: 'post',
  path: '/goals/{id}/baselines',
  summary: 'Record a goal baseline',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: {
    params: ZGoalId,
    body: {
      content: {
        'application/json': {
          schema: ZCreateGoalBaselineRequest,
        },
      },
      required: true,
    },
  },
  responses: {
    201: jsonResponse(withWarnings({ baseline: ZGoalBaseline }), 'Recorded'),
    400: errorResponse('Invalid baseline'),
    401: notSignedIn,
    404: goalNotFound,
  },
});

const addProgress = createRoute({
  method: 'post',
  path: '/goals/{id}/progress',
  summary: 'Log progress on a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: {
    params: ZGoalId,
    body: {
      content: {
        'application/json': {
          schema: z.object({
            delta: z
              .number({ error: progressDeltaMessage })
              .min(-progressDeltaMax, { error: progressDeltaMessage })
              .max(progressDeltaMax, { error: progressDeltaMessage }),
            recorded_at: z.iso.datetime({ offset: true }).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    201: jsonResponse(z.object({ progress_log: ZGoalProgressLog }), 'Logged'),
    400: errorResponse('Invalid progress'),
    401: notSignedIn,
    404: goalNotFound,
  },
});

const listProgress = createRoute({
  method: 'get',
  path: '/goals/{id}/progress',
  summary: 'List a goal’s progress logs',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: { params: ZGoalId },
  responses: {
    200: jsonResponse(z.object({ progress_logs: z.array(ZGoalProgressLog) }), 'By recorded_at'),
    401: notSignedIn,
    404: goalNotFound,
  },
});

const link = createRoute({
  method: 'put',
  path: '/goals/{id}/links/{habitId}',
  summary: 'Link a habit to a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: {
    params: ZGoalHabitIds,
    body: {
      content: {
        'application/json': { schema: ZLinkHabitToGoalRequest },
      },
      required: false,
    },
  },
  responses: {
    200: jsonResponse(withWarnings({ link: ZGoalLink }), 'Linked'),
    400: errorResponse('Invalid contribution'),
    401: notSignedIn,
    404: errorResponse('Goal (or Habit) not found or access denied'),
  },
});

const unlink = createRoute({
  method: 'delete',
  path: '/goals/{id}/links/{habitId}',
  summary: 'Unlink a habit from a goal',
  tags: ['goals'],
  middleware: [requireUser()] as const,
  request: { params: ZGoalHabitIds },
  responses: {
    204: { description: 'Unlinked' },
    401: notSignedIn,
    404: errorResponse('Goal not found or access denied, or no such link'),
  },
});

export function goalsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json(await listGoals(db, signedInUserId(c)), 200))
    .openapi(create, async (c) => c.json(await createGoal(db, signedInUserId(c), c.req.valid('json')), 201))
    .openapi(update, async (c) =>
      c.json(await updateGoal(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await deleteGoal(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(setMetadata, async (c) =>
      c.json(await setGoalMetadata(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(addBaseline, async (c) =>
      c.json(
        await createGoalBaseline(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .openapi(addProgress, async (c) => {
      const log = await logGoalProgress(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ progress_log: log }, 201);
    })
    .openapi(listProgress, async (c) => {
      const logs = await listGoalProgress(db, signedInUserId(c), c.req.valid('param').id);
      return c.json({ progress_logs: logs }, 200);
    })
    .openapi(link, async (c) => {
      const { id, habitId } = c.req.valid('param');
      return c.json(
        await linkHabitToGoal(db, signedInUserId(c), id, habitId, c.req.valid('json') ?? {}),
        200,
      );
    })
    .openapi(unlink, async (c) => {
      const { id, habitId } = c.req.valid('param');
      await unlinkHabitFromGoal(db, signedInUserId(c), id, habitId);
      return c.body(null, 204);
    });
}

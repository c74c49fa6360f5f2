import { createRoute, z } from '@hono/zod-openapi';
import { ZSaveHabitLogRequest } from '../../../domain/actions/log-habit.action';
import type { AppDeps } from '../../http/app-env';
import { idempotencyKeyParameter, idempotent } from '../../http/idempotency';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { listHabitLogs } from '../../services/habits/list-habit-logs';
import { saveHabitLog } from '../../services/habits/save-habit-log';
import { ZHabitLog } from '../habits/habit.schemas';

export const signInToTrackMessage = 'Please sign in to track habits';

const list = createRoute({
  method: 'get',
  path: '/habit-logs',
  summary: 'List habit logs for a date range',
  tags: ['habit logs'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({
      from: z.string().max(10),
      to: z.string().max(10),
      habit_id: z.string().max(100).optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ logs: z.array(ZHabitLog) }), 'Logs between from and to, inclusive'),
    400: errorResponse('Invalid range'),
    401: errorResponse('Not signed in'),
  },
});

const save = createRoute({
  method: 'put',
  path: '/habit-logs',
  summary: 'Save a habit log for a day',
  tags: ['habit logs'],
  middleware: [requireUser(signInToTrackMessage)] as const,
  parameters: [idempotencyKeyParameter],
  request: {
    body: {
      content: {
        'application/json': {
          schema: ZSaveHabitLogRequest.openapi({
            description:
              'date is the user’s today by default; value is read as value_boolean or value_number; ' +
              'time_tracked_seconds sets the day’s time, add_time_tracked_seconds adds to it; fields left out keep their value',
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(
      z.object({ log: ZHabitLog, warnings: z.array(z.string()) }),
      'The day’s log after the save',
    ),
    400: errorResponse('Invalid log'),
    401: errorResponse(signInToTrackMessage),
    404: errorResponse('Habit not found or access denied'),
    409: errorResponse('A save with this Idempotency-Key is still in progress'),
    422: errorResponse('This Idempotency-Key was already used for a different request'),
    500: errorResponse('Failed to save habit log. Please try again.'),
    503: errorResponse(
      'The database is briefly unavailable (a restart): send the save again after Retry-After',
    ),
  },
});

export function habitLogsRoutes({ db }: AppDeps) {
  const router = createRouter();
  // Before the route's handler: a replayed save answers its first result without running again.
  router.on('PUT', '/habit-logs', idempotent(db));
  return router
    .openapi(list, async (c) =>
      c.json({ logs: await listHabitLogs(db, signedInUserId(c), c.req.valid('query')) }, 200),
    )
    .openapi(save, async (c) => c.json(await saveHabitLog(db, signedInUserId(c), c.req.valid('json')), 200));
}

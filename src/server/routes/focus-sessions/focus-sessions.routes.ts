import { createRoute, z } from '@hono/zod-openapi';
import { ZCreateFocusSessionRequest } from '../../../domain/actions/create-focus-session.action';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { createFocusSession } from '../../services/focus-sessions/create-focus-session';
import { focusSessionPageMax, listFocusSessions } from '../../services/focus-sessions/list-focus-sessions';

const ZFocusSession = z
  .object({
    id: z.string(),
    goal_id: z.string().nullable(),
    habit_id: z.string().nullable(),
    title: z.string().nullable(),
    minutes: z.number(),
    seconds: z.number().nullable(),
    started_at: z.string(),
    created_at: z.string(),
  })
  .openapi('FocusSession');

const create = createRoute({
  method: 'post',
  path: '/focus-sessions',
  summary: 'Record a focus session',
  tags: ['focus-sessions'],
  middleware: [requireUser()] as const,
  request: {
    body: {
      content: {
        'application/json': {
          schema: ZCreateFocusSessionRequest,
        },
      },
      required: true,
    },
  },
  responses: {
    201: jsonResponse(z.object({ focus_session: ZFocusSession, warnings: z.array(z.string()) }), 'Recorded'),
    400: errorResponse('Invalid focus session'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Goal or habit not found or access denied'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/focus-sessions',
  summary: 'List focus sessions',
  tags: ['focus-sessions'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({ limit: z.coerce.number().int().min(1).max(focusSessionPageMax).default(50) }),
  },
  responses: {
    200: jsonResponse(z.object({ focus_sessions: z.array(ZFocusSession) }), 'Newest first'),
    401: errorResponse('Not signed in'),
  },
});

export function focusSessionsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(create, async (c) =>
      c.json(await createFocusSession(db, signedInUserId(c), c.req.valid('json')), 201),
    )
    .openapi(list, async (c) =>
      c.json(
        { focus_sessions: await listFocusSessions(db, signedInUserId(c), c.req.valid('query').limit) },
        200,
      ),
    );
}

import { createRoute, z } from '@hono/zod-openapi';
import { ZSetFocusRequest } from '../../../domain/actions/set-focus.action';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { getDailyFocus, setDailyFocus } from '../../services/set-daily-focus';

const ZDate = z.object({ date: z.string().max(10).openapi({ description: 'YYYY-MM-DD' }) });
const ZFocus = z.object({ date: z.string(), focus: z.string().nullable() }).openapi('DailyFocus');

const get = createRoute({
  method: 'get',
  path: '/daily-focus/{date}',
  summary: 'Read the focus of a day',
  tags: ['daily focus'],
  middleware: [requireUser()] as const,
  request: { params: ZDate },
  responses: {
    200: {
      content: { 'application/json': { schema: ZFocus } },
      description: 'The focus of the day, or null',
    },
    400: errorResponse('Invalid date'),
    401: errorResponse('Not signed in'),
  },
});

const put = createRoute({
  method: 'put',
  path: '/daily-focus/{date}',
  summary: 'Set the focus of a day',
  tags: ['daily focus'],
  middleware: [requireUser()] as const,
  request: {
    params: ZDate,
    body: {
      content: {
        'application/json': {
          schema: ZSetFocusRequest,
        },
      },
      required: true,
    },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: ZFocus.extend({ warnings: z.array(z.string()) }) } },
      description: 'Saved',
    },
    400: errorResponse('Invalid focus'),
    401: errorResponse('Not signed in'),
  },
});

export function dailyFocusRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(get, async (c) =>
      c.json(await getDailyFocus(db, signedInUserId(c), c.req.valid('param').date), 200),
    )
    .openapi(put, async (c) =>
      c.json(await setDailyFocus(db, signedInUserId(c), c.req.valid('param').date, c.req.valid('json')), 200),
    );
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  focusSessionMinutesMax,
  focusSessionMinutesMin,
} from '../../../domain/actions/create-focus-session.action';
import { clockTimeMessage, clockTimePattern } from '../../../domain/focus/agenda';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { changeBlock, listAgenda, removeBlock } from '../../services/agenda/agenda';

const ZAgendaBlock = z
  .object({
    id: z.string(),
    title: z.string(),
    starts_at: z.string(),
    minutes: z.number(),
    focused: z.boolean().openapi({ description: 'The block was run as a focus session' }),
  })
  .openapi('AgendaBlock');

const minutesMessage = `A block lasts ${focusSessionMinutesMin} to ${focusSessionMinutesMax} minutes`;

const ZBlockChange = z
  .object({
    start_time: z
      .string()
      .regex(clockTimePattern, { error: clockTimeMessage })
      .optional()
      .openapi({ description: 'Moves the block to this time of its day, in the user’s time zone (HH:MM)' }),
    started_at: z.coerce.date({ error: 'started_at must be a date and time' }).optional().openapi({
      type: 'string',
      description: 'With minutes: what was focused when the block ran as a focus session',
    }),
    minutes: z
      .number({ error: minutesMessage })
      .int({ error: minutesMessage })
      .min(focusSessionMinutesMin, { error: minutesMessage })
      .max(focusSessionMinutesMax, { error: minutesMessage })
      .optional(),
  })
  .refine((change) => (change.start_time === undefined) !== (change.started_at === undefined), {
    error: 'Send start_time to move the block, or started_at and minutes to record it',
  });

const ZBlockId = z.object({ id: z.string().max(100) });
const notFound = errorResponse('Block not found or access denied');

const list = createRoute({
  method: 'get',
  path: '/agenda',
  summary: 'List the agenda of a day',
  tags: ['agenda'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({
      date: z.string().max(10).optional().openapi({ description: 'YYYY-MM-DD; the user’s today by default' }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ date: z.string(), timezone: z.string(), blocks: z.array(ZAgendaBlock) }),
      'The titled blocks of a planned day (schedule_day) that start on the date, by start',
    ),
    400: errorResponse('Invalid date'),
    401: errorResponse('Not signed in'),
  },
});

const change = createRoute({
  method: 'patch',
  path: '/agenda/{id}',
  summary: 'Update an agenda item',
  tags: ['agenda'],
  middleware: [requireUser()] as const,
  request: {
    params: ZBlockId,
    body: { content: { 'application/json': { schema: ZBlockChange } }, required: true },
  },
  responses: {
    200: jsonResponse(z.object({ block: ZAgendaBlock }), 'Moved, or recorded'),
    400: errorResponse('Invalid time'),
    401: errorResponse('Not signed in'),
    404: notFound,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/agenda/{id}',
  summary: 'Remove an agenda item',
  tags: ['agenda'],
  middleware: [requireUser()] as const,
  request: { params: ZBlockId },
  responses: { 204: { description: 'Removed' }, 401: errorResponse('Not signed in'), 404: notFound },
});

export function agendaRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await listAgenda(db, signedInUserId(c), c.req.valid('query').date), 200),
    )
    .openapi(change, async (c) =>
      c.json(await changeBlock(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await removeBlock(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

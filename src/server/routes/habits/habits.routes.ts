import { createRoute, z } from '@hono/zod-openapi';
import { ZCreateHabitRequest } from '../../../domain/actions/create-habit.action';
import { ZUpdateHabitRequest } from '../../../domain/actions/update-habit.action';
import { habitDayVerdicts } from '../../../domain/habits/habit-day-verdict';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { createHabit } from '../../services/habits/create-habit';
import { deleteHabit } from '../../services/habits/delete-habit';
import { listHabitsForDay } from '../../services/habits/list-habits-for-day';
import { reorderHabits } from '../../services/habits/reorder-habits';
import { setVacation } from '../../services/habits/set-vacation';
import { updateHabit } from '../../services/habits/update-habit';
import { ZHabitLog, ZHabitSchedule, ZPauseRange } from './habit.schemas';

const ZHabit = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['boolean', 'number']),
    target: z.number().nullable(),
    unit: z.string().nullable(),
    active: z.boolean(),
    sort_order: z.number(),
    created_at: z.string(),
    schedule: ZHabitSchedule,
  })
  .openapi('Habit');

const ZHabitOfDay = ZHabit.extend({
  log: ZHabitLog.nullable(),
  stats: z.object({ current_streak: z.number(), best_streak: z.number(), strength: z.number() }),
  day: z
    .object({
      state: z.enum(['done', 'due', 'met', 'rest', 'paused']),
      done_in_period: z.number(),
      needed_in_period: z.number(),
      verdict: z.enum(habitDayVerdicts).openapi({
        description:
          'What the day counts as in every figure: done, partial, missed, due, open, met, rest, paused or before-start (decision 0031)',
      }),
    })
    .openapi({ description: 'Where the habit stands on the date under its schedule (decision 0021)' }),
  pause: ZPauseRange.nullable().openapi({
    description: 'The habit’s own pause holding today, or the next one',
  }),
  paused_ranges: z.array(ZPauseRange).openapi({ description: 'Its pauses and the account’s vacations' }),
}).openapi('HabitOfDay');

const ZHabitId = z.object({ id: z.string().max(100) });

const list = createRoute({
  method: 'get',
  path: '/habits',
  summary: 'List habits with their state for a day',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({
      date: z.string().max(10).optional().openapi({ description: 'YYYY-MM-DD; the user’s today by default' }),
      include_archived: z.enum(['true', 'false']).optional(),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({
        today: z.string(),
        timezone: z.string(),
        date: z.string(),
        vacation: ZPauseRange.nullable(),
        summary: z.object({ done: z.number().int(), expected: z.number().int() }).openapi({
          description:
            'The header’s "N of M done": habit-days done (target met) of those the date asks for; the analytics day point of the date has the same figures',
        }),
        habits: z.array(ZHabitOfDay),
      }),
      'The day',
    ),
    400: errorResponse('Invalid date'),
    401: errorResponse('Not signed in'),
  },
});

const create = createRoute({
  method: 'post',
  path: '/habits',
  summary: 'Create a habit',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZCreateHabitRequest } }, required: true } },
  responses: {
    201: jsonResponse(z.object({ habit: ZHabit, warnings: z.array(z.string()) }), 'Created'),
    400: errorResponse('Invalid habit'),
    401: errorResponse('Not signed in'),
  },
});

const update = createRoute({
  method: 'patch',
  path: '/habits/{id}',
  summary: 'Update a habit',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: {
    params: ZHabitId,
    body: { content: { 'application/json': { schema: ZUpdateHabitRequest } }, required: true },
  },
  responses: {
    200: jsonResponse(z.object({ habit: ZHabit, warnings: z.array(z.string()) }), 'Updated'),
    400: errorResponse('Invalid change'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Habit not found or access denied'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/habits/{id}',
  summary: 'Delete a habit',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: { params: ZHabitId },
  responses: {
    204: { description: 'Deleted with its logs' },
    401: errorResponse('Not signed in'),
    404: errorResponse('Habit not found or access denied'),
  },
});

const reorder = createRoute({
  method: 'put',
  path: '/habits/order',
  summary: 'Reorder habits',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ ids: z.array(z.string().max(100)).min(1).max(1000) }) },
      },
      required: true,
    },
  },
  responses: {
    204: { description: 'Reordered' },
    400: errorResponse('Invalid order'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Habit not found or access denied'),
  },
});

const ZVacation = z.object({ vacation: ZPauseRange.nullable() });

const startVacation = createRoute({
  method: 'put',
  path: '/vacation',
  summary: 'Start or change a vacation pause',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({ start: z.string().max(10).optional(), end: z.string().max(10).nullable().optional() })
            .openapi({ description: 'start defaults to today; end null (or missing) until ended' }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ZVacation, 'Every habit is paused over the range'),
    400: errorResponse('Invalid range'),
    401: errorResponse('Not signed in'),
  },
});

const endVacation = createRoute({
  method: 'delete',
  path: '/vacation',
  summary: 'End a vacation pause',
  tags: ['habits'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZVacation, 'Ended: yesterday was its last day, and any still to come is dropped'),
    401: errorResponse('Not signed in'),
  },
});

export function habitsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const query = c.req.valid('query');
      const day = await listHabitsForDay(db, signedInUserId(c), {
        date: query.date,
        include_archived: query.include_archived === 'true',
      });
      return c.json(day, 200);
    })
    .openapi(create, async (c) => c.json(await createHabit(db, signedInUserId(c), c.req.valid('json')), 201))
    .openapi(reorder, async (c) => {
      await reorderHabits(db, signedInUserId(c), c.req.valid('json').ids);
      return c.body(null, 204);
    })
    .openapi(update, async (c) => {
      const result = await updateHabit(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(result, 200);
    })
    .openapi(startVacation, async (c) =>
      c.json(await setVacation(db, signedInUserId(c), c.req.valid('json')), 200),
    )
    .openapi(endVacation, async (c) => c.json(await setVacation(db, signedInUserId(c), null), 200))
    .openapi(remove, async (c) => {
      await deleteHabit(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}

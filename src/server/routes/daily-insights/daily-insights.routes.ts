import { createRoute, z } from '@hono/zod-openapi';
import { ZSaveDailyInsightsRequest } from '../../../domain/actions/create-daily-insights.action';
import { selectCoachProvider } from '../../coach/select-coach-provider';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { ensureTodayInsights } from '../../services/daily-insights/generate-daily-insights';
import { getDailyInsights } from '../../services/daily-insights/get-daily-insights';
import { saveDailyInsights } from '../../services/daily-insights/save-daily-insights';

const ZDate = z.object({ date: z.string().max(10).openapi({ description: 'YYYY-MM-DD' }) });
const ZInsights = z
  .object({
    date: z.string(),
    insights: z.record(z.string(), z.unknown()),
    metrics: z.record(z.string(), z.unknown()),
  })
  .openapi('DailyInsights');

const today = createRoute({
  method: 'get',
  path: '/daily-insights/today',
  summary: 'Read today’s insight',
  tags: ['daily insights'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(
      ZInsights,
      "Today's insights in the user's time zone, written on the day's first call (by the configured model when OPENAI_API_KEY is set, else built in) and the same after",
    ),
    401: errorResponse('Not signed in'),
  },
});

const get = createRoute({
  method: 'get',
  path: '/daily-insights/{date}',
  summary: 'Read the insight of a day',
  tags: ['daily insights'],
  middleware: [requireUser()] as const,
  request: { params: ZDate },
  responses: {
    200: jsonResponse(ZInsights, "The day's insights and metrics; empty objects when none were saved"),
    400: errorResponse('Invalid date'),
    401: errorResponse('Not signed in'),
  },
});

const put = createRoute({
  method: 'put',
  path: '/daily-insights/{date}',
  summary: 'Save the insight of a day',
  tags: ['daily insights'],
  middleware: [requireUser()] as const,
  request: {
    params: ZDate,
    body: {
      content: {
        'application/json': {
          schema: ZSaveDailyInsightsRequest,
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ZInsights.extend({ warnings: z.array(z.string()) }), "Saved (replaces the day's row)"),
    400: errorResponse('Invalid date, insights or metrics'),
    401: errorResponse('Not signed in'),
  },
});

export function dailyInsightsRoutes({ db, settings }: AppDeps) {
  const model = settings.OPENAI_API_KEY ? selectCoachProvider(settings) : null;
  return createRouter()
    .openapi(today, async (c) => c.json(await ensureTodayInsights(db, signedInUserId(c), model), 200))
    .openapi(get, async (c) =>
      c.json(await getDailyInsights(db, signedInUserId(c), c.req.valid('param').date), 200),
    )
    .openapi(put, async (c) =>
      c.json(
        await saveDailyInsights(db, signedInUserId(c), c.req.valid('param').date, c.req.valid('json')),
        200,
      ),
    );
}

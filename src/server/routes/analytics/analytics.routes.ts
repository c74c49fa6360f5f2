import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { getAnalytics } from '../../services/analytics/get-analytics';
import { getDemoAnalytics } from '../../services/analytics/get-demo-analytics';
import { ZAnalyticsQuery, ZAnalyticsReport, ZDemoAnalyticsQuery } from './analytics.schemas';

const get = createRoute({
  method: 'get',
  path: '/analytics',
  summary: 'Read habit, goal and skill analytics for a period',
  tags: ['analytics'],
  middleware: [requireUser()] as const,
  request: { query: ZAnalyticsQuery },
  responses: {
    200: jsonResponse(ZAnalyticsReport, 'The signed-in user’s analytics for the period'),
    400: errorResponse('Invalid period'),
    401: errorResponse('Not signed in'),
  },
});

const demo = createRoute({
  method: 'get',
  path: '/analytics/demo',
  summary: 'Read analytics for the demo account',
  tags: ['analytics'],
  request: { query: ZDemoAnalyticsQuery },
  responses: {
    200: jsonResponse(ZAnalyticsReport, 'The public demo account’s analytics (generated, read-only)'),
    400: errorResponse('Invalid period'),
  },
});

export function analyticsRoutes(_deps: AppDeps) {
  return createRouter()
    .openapi(get, async (c) =>
      c.json(await getAnalytics(c.get('readDb'), signedInUserId(c), c.req.valid('query')), 200),
    )
    .openapi(demo, (c) => c.json(getDemoAnalytics(c.req.valid('query').period ?? '30d'), 200));
}

import { createRoute, z } from '@hono/zod-openapi';
import { ZPageViewCounts, ZPageViewEvent } from '../../../domain/analytics/page-view-schemas';
import { asksNotToBeTracked } from '../../../domain/analytics/page-views';
import { isAdminEmail } from '../../../domain/auth/is-admin-email';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { rateLimited } from '../../http/rate-limit';
import { requireUser } from '../../http/session';
import { countPageViews } from '../../services/page-views/count-page-views';
import { recordPageView } from '../../services/page-views/record-page-view';

const ZPageViewResult = z.object({ recorded: z.boolean() }).openapi('PageViewResult');

const createRecordRoute = (deps: AppDeps) =>
  createRoute({
    method: 'post',
    path: '/page-views',
    summary: 'Count a page view',
    tags: ['system'],
    middleware: [rateLimited(deps.rateLimits, 'pageView', deps.settings.TRUST_PROXY)] as const,
    request: {
      body: {
        content: { 'application/json': { schema: ZPageViewEvent.openapi('PageViewEvent') } },
        required: true,
      },
    },
    responses: {
      201: jsonResponse(ZPageViewResult, 'Recorded (path, address without its query, title, day, account)'),
      202: jsonResponse(ZPageViewResult, 'Not recorded: the browser sent DNT: 1 or Sec-GPC: 1'),
      400: errorResponse('Invalid page view'),
      429: errorResponse('Too many page views'),
    },
  });

const counts = createRoute({
  method: 'get',
  path: '/admin/page-views',
  summary: 'Read page view counts (admins)',
  tags: ['system'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({
      days: z
        .enum(['7', '30'])
        .default('7')
        .openapi({ description: 'The last 7 or 30 days, today included' }),
    }),
  },
  responses: {
    200: jsonResponse(ZPageViewCounts.openapi('PageViewCounts'), 'Views per path, most viewed first'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Admins only (ADMIN_EMAILS)'),
  },
});

/** First-party page views (spec 7, decision 0038): recorded for anyone, counted for admins. */
export function pageViewsRoutes(deps: AppDeps) {
  const { settings } = deps;
  const forward =
    settings.PAGE_VIEWS_FORWARD_URL && settings.PAGE_VIEWS_FORWARD_KIND
      ? {
          kind: settings.PAGE_VIEWS_FORWARD_KIND,
          url: settings.PAGE_VIEWS_FORWARD_URL,
          apiKey: settings.PAGE_VIEWS_FORWARD_KEY,
        }
      : null;
  return createRouter()
    .openapi(createRecordRoute(deps), async (c) => {
      if (asksNotToBeTracked({ dnt: c.req.header('dnt'), gpc: c.req.header('sec-gpc') })) {
        return c.json({ recorded: false }, 202);
      }
      await recordPageView({ db: deps.db, logger: deps.logger, forward }, c.req.valid('json'), {
        userId: c.get('user')?.id ?? null,
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.json({ recorded: true }, 201);
    })
    .openapi(counts, async (c) => {
      const user = c.get('user');
      if (!user || !isAdminEmail(user.email, settings.ADMIN_EMAILS)) {
        throw new ApiError(403, 'forbidden', 'Only an admin can see page views.');
      }
      return c.json(await countPageViews(deps.db, Number(c.req.valid('query').days) as 7 | 30), 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ZPublicDashboard, ZPublicDashboardRequest } from '../../../domain/dashboards/dashboards-api';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { rateLimited } from '../../http/rate-limit';
import { loadPublicDashboard, type TDashboardLookup } from '../../services/dashboards/load-public-dashboard';
import { renderDashboardImage } from '../../services/dashboards/render-dashboard-image';
import { streamPublicDashboard } from './stream-public-dashboard';

const tags = ['Public dashboard'];

const statusOf = (lookup: TDashboardLookup) => (lookup.kind === 'missing' ? 404 : 200);

const answers = {
  200: jsonResponse(
    ZPublicDashboard,
    'The dashboard: only the chosen habits (with a year of logs, streaks and strength), goals and skills; or, for a private one, empty with accessDenied',
  ),
  400: errorResponse('Neither or both of slug and hash'),
  404: jsonResponse(ZPublicDashboard, 'No such dashboard, or no longer shared: empty, with error set'),
  429: errorResponse('Too many requests from this address'),
};

const readByPost = createRoute({
  tags,
  method: 'post',
  path: '/public-dashboard',
  summary: 'Read a public dashboard by its link',
  request: { body: { content: { 'application/json': { schema: ZPublicDashboardRequest } }, required: true } },
  responses: answers,
});

const readByGet = createRoute({
  tags,
  method: 'get',
  path: '/public-dashboard',
  summary: 'Read a public dashboard by its link',
  request: { query: ZPublicDashboardRequest },
  responses: answers,
});

const live = createRoute({
  tags,
  method: 'get',
  path: '/public-dashboard/live',
  summary: 'Follow a public dashboard live',
  request: { query: ZPublicDashboardRequest },
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string() } },
      description:
        'Server-sent events: `data: {"type": "dashboard", "dashboard": <the public answer>}` at once and whenever what is shared changes (never for an unshared item), at most 2 a second; `{"type": "gone"}` once it stops being shared',
    },
    400: errorResponse('Neither or both of slug and hash'),
    404: jsonResponse(ZPublicDashboard, 'No such dashboard, or private'),
    429: errorResponse('Too many requests from this address'),
  },
});

const image = createRoute({
  tags,
  method: 'get',
  path: '/public-dashboard/image',
  summary: 'Render a public dashboard’s share image',
  request: { query: ZPublicDashboardRequest },
  responses: {
    200: {
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
      description: "A 1200×630 picture of the shared habits' last 26 weeks, for link previews",
    },
    400: errorResponse('Neither or both of slug and hash'),
    404: errorResponse('No such dashboard, or private'),
    429: errorResponse('Too many requests from this address'),
  },
});

const viewerOf = (c: Context<AppEnv>) => c.get('user')?.id ?? null;

/** Shared dashboards, open to anyone signed in or not (spec 6), limited per address. */
export function publicDashboardRoutes({ db, rateLimits, realtime, settings, logger }: AppDeps) {
  const limit = rateLimited(rateLimits, 'publicDashboard', settings.TRUST_PROXY);
  const router = createRouter();
  // Hono's wildcard also matches /public-dashboard itself: one middleware, one point per request.
  router.use('/public-dashboard/*', limit);
  return router
    .openapi(readByPost, async (c) => {
      const { lookup, answer } = await loadPublicDashboard(c.get('readDb'), c.req.valid('json'), viewerOf(c));
      return c.json(answer, statusOf(lookup));
    })
    .openapi(readByGet, async (c) => {
      const { lookup, answer } = await loadPublicDashboard(
        c.get('readDb'),
        c.req.valid('query'),
        viewerOf(c),
      );
      return c.json(answer, statusOf(lookup));
    })
    .openapi(live, async (c) => {
      const request = c.req.valid('query');
      const viewerId = viewerOf(c);
      const first = await loadPublicDashboard(db, request, viewerId);
      if (first.lookup.kind !== 'found') return c.json(first.answer, 404);
      const ownerId = first.lookup.row.userId;
      return streamSSE(
        c,
        (sse) =>
          streamPublicDashboard({ sse, db, realtime, request, viewerId, ownerId, first: first.answer }),
        async (error) => logger.error('Public dashboard stream failed', error),
      );
    })
    .openapi(image, async (c) => {
      const { lookup, answer } = await loadPublicDashboard(
        c.get('readDb'),
        c.req.valid('query'),
        viewerOf(c),
      );
      if (lookup.kind !== 'found')
        return c.json({ error: { code: 'not_found', message: answer.error ?? '' } }, 404);
      const png = renderDashboardImage(answer);
      c.header('Content-Type', 'image/png');
      return c.body(new Uint8Array(png), 200);
    });
}

import { createRoute } from '@hono/zod-openapi';
import { ZDashboardSettings, ZDashboardUpdate } from '../../../domain/dashboards/dashboards-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse, noRequestBody } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import {
  readDashboardSettings,
  regenerateDashboardHash,
  saveDashboard,
} from '../../services/dashboards/dashboard-settings';

const tags = ['Public dashboard'];

const read = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'get',
  path: '/dashboard',
  summary: 'Read your public dashboard settings',
  responses: {
    200: jsonResponse(
      ZDashboardSettings,
      'Your dashboard (private and empty until saved) and what it could show',
    ),
    401: errorResponse('Not signed in'),
  },
});

const save = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'put',
  path: '/dashboard',
  summary: 'Change your public dashboard settings',
  request: { body: { content: { 'application/json': { schema: ZDashboardUpdate } }, required: true } },
  responses: {
    200: jsonResponse(ZDashboardSettings, 'Saved: visitors see exactly the chosen habits, goals and skills'),
    400: errorResponse('A link name that is malformed, reserved or taken; text too long; an item not yours'),
    401: errorResponse('Not signed in'),
  },
});

const regenerate = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'post',
  path: '/dashboard/regenerate-hash',
  summary: 'Replace your public dashboard link',
  request: noRequestBody,
  responses: {
    200: jsonResponse(ZDashboardSettings, 'A new /d/ link: the old one stops working at once'),
    401: errorResponse('Not signed in'),
  },
});

/** The owner's editor of their public dashboard (issue 19). */
export function dashboardsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(read, async (c) => c.json(await readDashboardSettings(db, signedInUserId(c)), 200))
    .openapi(save, async (c) => c.json(await saveDashboard(db, signedInUserId(c), c.req.valid('json')), 200))
    .openapi(regenerate, async (c) => c.json(await regenerateDashboardHash(db, signedInUserId(c)), 200));
}

import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { readDashboardAddress } from '../services/dashboards/dashboard-page-head';
import { findDashboard } from '../services/dashboards/load-public-dashboard';

/**
 * A dashboard page (/u/{slug}, /d/{hash}) naming no dashboard a visitor could open answers 404 with the
 * web app's not-found page, not 200: a soft 404 gets indexed. Looked up as a signed-out visitor, so the
 * status tells no more than the page does (an unlisted dashboard's slug stays unknown).
 */
export function missingDashboardStatus(db: Database): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const request = c.req.method === 'GET' ? readDashboardAddress(c.req.path) : null;
    if (!request || c.res.status !== 200) return;
    const lookup = await findDashboard(db, request, null);
    if (lookup.kind !== 'missing') return;
    c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  };
}

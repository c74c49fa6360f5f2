import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../http/app-env';
import { createRouter } from '../../http/openapi-app';
import { checkDatabase } from '../../services/check-database';

const ZHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    uptime_seconds: z.number(),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Check that the server and its database answer',
  tags: ['system'],
  responses: {
    200: {
      content: { 'application/json': { schema: ZHealth } },
      description: 'The server and its database answer',
    },
    503: {
      content: { 'application/json': { schema: ZHealth } },
      description: 'The database does not answer',
    },
  },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const ok = await checkDatabase(deps.db);
    const body = {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: deps.databaseKind,
      uptime_seconds: Math.round(process.uptime()),
    };
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
}

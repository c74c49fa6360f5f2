import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import {
  handleRevenueCatEvent,
  verifyRevenueCatAuthorization,
  ZRevenueCatWebhook,
} from '../../services/billing/handle-revenuecat-event';
import { ServiceError } from '../../services/service-error';

const ZRevenueCatReceipt = z.object({ received: z.literal(true), duplicate: z.boolean() });

// The body is read after the Authorization header is checked, so a stranger's body is never parsed.
const route = createRoute({
  method: 'post',
  path: '/webhooks/revenuecat',
  summary: 'Receive RevenueCat events',
  tags: ['webhooks'],
  description:
    'RevenueCat events (App Store and Google Play), authorised by the Authorization header set in RevenueCat. Each event id is applied once; applying re-reads the accounts it names from RevenueCat.',
  request: {
    headers: z.object({ authorization: z.string().optional() }),
    body: {
      content: {
        'application/json': { schema: { type: 'object', description: 'A RevenueCat webhook body' } },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ZRevenueCatReceipt, 'Applied, or already applied before'),
    400: errorResponse('Not a RevenueCat event'),
    401: errorResponse('Missing or wrong Authorization header'),
    404: errorResponse('App-store purchases are off'),
    500: errorResponse('Not applied; RevenueCat retries'),
  },
});

export function revenueCatWebhookRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const { appStores } = deps;
    if (!appStores)
      throw new ServiceError('not_found', 'App-store purchases are not enabled on this server.');
    verifyRevenueCatAuthorization(appStores, c.req.header('authorization'));
    const parsed = ZRevenueCatWebhook.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ServiceError('invalid', 'The body is not a RevenueCat event.');
    const { duplicate } = await handleRevenueCatEvent(deps.db, appStores, parsed.data, deps.logger);
    return c.json({ received: true as const, duplicate }, 200);
  });
}

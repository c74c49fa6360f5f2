import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { handleStripeEvent, verifyStripeEvent } from '../../services/billing/handle-stripe-event';
import { ServiceError } from '../../services/service-error';

const ZWebhookReceipt = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .openapi('WebhookReceipt');

// The body is read raw, not through a validator: the signature covers the exact bytes Stripe sent.
const route = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  summary: 'Receive Stripe events',
  tags: ['webhooks'],
  description: 'Stripe events, verified by the Stripe-Signature header over the raw body.',
  request: {
    headers: z.object({ 'stripe-signature': z.string().optional() }),
    // A plain JSON Schema, not zod: the body must reach the route as sent, since the signature covers its bytes.
    body: {
      content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event object' } } },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(ZWebhookReceipt, 'Applied, or already applied before'),
    400: errorResponse('Missing or invalid signature'),
    404: errorResponse('Billing is off'),
    500: errorResponse('Not applied; Stripe retries'),
  },
});

export function stripeWebhookRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    if (!deps.billing) throw new ServiceError('not_found', 'Billing is not enabled on this server.');
    const event = await verifyStripeEvent(deps.billing, await c.req.text(), c.req.header('stripe-signature'));
    const { duplicate } = await handleStripeEvent(deps.db, deps.billing, event, deps.logger);
    return c.json({ received: true as const, duplicate }, 200);
  });
}

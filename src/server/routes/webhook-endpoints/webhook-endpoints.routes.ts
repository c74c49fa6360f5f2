import { createRoute } from '@hono/zod-openapi';
import {
  ZCreateWebhookEndpoint,
  ZUpdateWebhookEndpoint,
  ZWebhookDeliveryId,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointId,
  ZWebhookEndpointList,
} from '../../../domain/webhooks/webhooks-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse, noRequestBody } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { ServiceError } from '../../services/service-error';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from '../../services/webhooks/webhook-endpoints';
import { queueWebhookEvent } from '../../services/webhooks/webhook-subscriptions';

const tags = ['webhooks'];
const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const list = createRoute({
  method: 'get',
  path: '/webhook-endpoints',
  summary: 'List webhooks',
  tags,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZWebhookEndpointList, 'Your webhooks'),
    401: errorResponse('Not signed in'),
  },
});
const create = createRoute({
  method: 'post',
  path: '/webhook-endpoints',
  summary: 'Create a webhook',
  tags,
  middleware: [requireUser()] as const,
  request: { body: json(ZCreateWebhookEndpoint) },
  responses: {
    201: jsonResponse(ZWebhookEndpoint, 'The webhook, with the secret that signs its deliveries'),
    400: errorResponse('Invalid address or events, a private address, or 10 webhooks already'),
    401: errorResponse('Not signed in'),
  },
});
const update = createRoute({
  method: 'patch',
  path: '/webhook-endpoints/{id}',
  summary: 'Update a webhook',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZWebhookEndpointId, body: json(ZUpdateWebhookEndpoint) },
  responses: {
    200: jsonResponse(ZWebhookEndpoint, 'Turned on or off, or its events changed'),
    400: errorResponse('Invalid events'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such webhook'),
  },
});
const remove = createRoute({
  method: 'delete',
  path: '/webhook-endpoints/{id}',
  summary: 'Delete a webhook',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZWebhookEndpointId },
  responses: {
    204: { description: 'Deleted with its deliveries' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such webhook'),
  },
});
const deliveries = createRoute({
  method: 'get',
  path: '/webhook-endpoints/{id}/deliveries',
  summary: 'List a webhook’s deliveries',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZWebhookEndpointId },
  responses: {
    200: jsonResponse(ZWebhookDeliveryList, 'The 50 most recent deliveries'),
    401: errorResponse('Not signed in'),
  },
});
const test = createRoute({
  method: 'post',
  path: '/webhook-endpoints/{id}/test',
  summary: 'Send a test event to a webhook',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZWebhookEndpointId, ...noRequestBody },
  responses: {
    202: { description: 'A webhook.test event is queued for this webhook' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such webhook, or it is turned off'),
  },
});
const resend = createRoute({
  method: 'post',
  path: '/webhook-deliveries/{id}/resend',
  summary: 'Resend a webhook delivery',
  tags,
  middleware: [requireUser()] as const,
  request: { params: ZWebhookDeliveryId, ...noRequestBody },
  responses: {
    202: { description: 'Queued to be sent again now' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such delivery'),
  },
});

export function webhookEndpointsRoutes({ db, settings }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ endpoints: await listWebhookEndpoints(db, signedInUserId(c)) }, 200))
    .openapi(create, async (c) =>
      c.json(
        await createWebhookEndpoint(
          db,
          signedInUserId(c),
          c.req.valid('json'),
          settings.WEBHOOKS_ALLOW_PRIVATE,
        ),
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateWebhookEndpoint(db, signedInUserId(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteWebhookEndpoint(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(deliveries, async (c) =>
      c.json(
        { deliveries: await listWebhookDeliveries(db, signedInUserId(c), c.req.valid('param').id) },
        200,
      ),
    )
    .openapi(test, async (c) => {
      const userId = signedInUserId(c);
      const id = c.req.valid('param').id;
      const queued = await queueWebhookEvent(
        db,
        userId,
        'webhook.test',
        { message: 'A test event from Compound.' },
        { endpointIds: [id] },
      );
      if (queued === 0) throw new ServiceError('not_found', 'No such webhook, or it is turned off.');
      return c.body(null, 202);
    })
    .openapi(resend, async (c) => {
      await resendWebhookDelivery(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 202);
    });
}

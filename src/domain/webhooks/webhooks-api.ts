import { z } from 'zod';

/** The events a webhook can subscribe to; each delivery's body is {type, timestamp, data}. */
export const subscribableEventTypes = [
  'habit.created',
  'habit.logged',
  'habit.streak_broken',
  'goal.completed',
  'skill.level_reached',
  'import.completed',
] as const;
/** webhook.test is sent only by Send test event, to the one endpoint asked. */
export const webhookEventTypes = [...subscribableEventTypes, 'webhook.test'] as const;
export type TWebhookEventType = (typeof webhookEventTypes)[number];

export const webhookEventLabels: Record<(typeof subscribableEventTypes)[number], string> = {
  'habit.created': 'A habit is created',
  'habit.logged': 'A habit is logged',
  'habit.streak_broken': 'A streak is broken',
  'goal.completed': 'A goal is completed',
  'skill.level_reached': 'A skill levels up',
  'import.completed': 'An import finishes',
};

export const maxWebhookEndpointsPerUser = 10;

export const ZCreateWebhookEndpoint = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the full address of your server, starting with https://.' })
    .max(2000, 'A webhook address is at most 2,000 characters.'),
  events: z
    .array(z.enum(subscribableEventTypes, { error: 'Unknown event.' }))
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(100, 'A description is at most 100 characters.').default(''),
});
export type TCreateWebhookEndpoint = z.input<typeof ZCreateWebhookEndpoint>;

export const ZUpdateWebhookEndpoint = z
  .object({
    enabled: z.boolean().optional(),
    events: ZCreateWebhookEndpoint.shape.events.optional(),
  })
  .refine((change) => change.enabled !== undefined || change.events !== undefined, {
    error: 'Send enabled or events to change.',
  });

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** whsec_…: verifies the signature of every delivery (Standard Webhooks). */
  secret: z.string(),
  enabled: z.boolean(),
  /** Set when Compound turned the endpoint off after repeated failures. */
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  event_type: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery) });

export const ZWebhookEndpointId = z.object({ id: z.uuid({ error: 'No such webhook.' }) });
export const ZWebhookDeliveryId = z.object({ id: z.string().regex(/^msg_[\w-]+$/, 'No such delivery.') });

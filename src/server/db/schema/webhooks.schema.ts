import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deliveryStatuses, type TWebhookEventType } from '../../../domain/webhooks/webhooks-api';
import { createdAt, id, ownedKey, ownedReference, userId } from './columns';

/** A user's webhook (issue 22): where to POST which events, signed with its own secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    userId: userId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<TWebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** Deliveries given up in a row; a success resets it. */
    failuresInRow: integer('failures_in_row').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [ownedKey(table)],
);

/**
 * The delivery queue: one row per event and endpoint, claimed by any server process with
 * FOR UPDATE SKIP LOCKED, so a restart or a second process neither loses nor repeats a delivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** msg_…: the webhook-id header, the receiver's key for dropping a repeat. */
    id: text('id').notNull(),
    userId: userId(),
    endpointId: uuid('endpoint_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    ownedKey(table),
    ownedReference(
      'webhook_deliveries_endpoint_fk',
      { userId: table.userId, column: table.endpointId },
      webhookEndpoints,
      'cascade',
    ),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

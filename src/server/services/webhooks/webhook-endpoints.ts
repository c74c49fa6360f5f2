import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maxWebhookEndpointsPerUser,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type ZCreateWebhookEndpoint,
  type ZUpdateWebhookEndpoint,
} from '../../../domain/webhooks/webhooks-api';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { ServiceError } from '../service-error';
import { checkWebhookTarget } from './check-webhook-target';
import { forgetWebhookSubscriptions } from './webhook-subscriptions';

const notFound = () => new ServiceError('not_found', 'No such webhook.');

export function presentEndpoint(row: typeof webhookEndpoints.$inferSelect): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secret: row.secret,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listWebhookEndpoints(db: Database, userId: string): Promise<TWebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(presentEndpoint);
}

export async function createWebhookEndpoint(
  db: Database,
  userId: string,
  input: z.output<typeof ZCreateWebhookEndpoint>,
  allowPrivate: boolean,
): Promise<TWebhookEndpoint> {
  const refusal = await checkWebhookTarget(input.url, allowPrivate);
  if (refusal) throw new ServiceError('invalid', refusal);
  const [held] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  if ((held?.value ?? 0) >= maxWebhookEndpointsPerUser) {
    throw new ServiceError(
      'invalid',
      `An account may have ${maxWebhookEndpointsPerUser} webhooks. Delete one first.`,
    );
  }
  // Standard Webhooks' secret: whsec_ and 24 random bytes in base64.
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, url: input.url, description: input.description, events: input.events, secret })
    .returning();
  if (!row) throw new ServiceError('failed', 'The webhook could not be saved.');
  forgetWebhookSubscriptions(userId);
  return presentEndpoint(row);
}

export async function updateWebhookEndpoint(
  db: Database,
  userId: string,
  endpointId: string,
  input: z.output<typeof ZUpdateWebhookEndpoint>,
): Promise<TWebhookEndpoint> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.events && { events: input.events }),
      // Turning it back on starts its count of failures again.
      ...(input.enabled !== undefined && { enabled: input.enabled, disabledReason: null, failuresInRow: 0 }),
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)))
    .returning();
  if (!row) throw notFound();
  forgetWebhookSubscriptions(userId);
  return presentEndpoint(row);
}

export async function deleteWebhookEndpoint(db: Database, userId: string, endpointId: string): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
  forgetWebhookSubscriptions(userId);
}

export async function listWebhookDeliveries(
  db: Database,
  userId: string,
  endpointId: string,
): Promise<TWebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.userId, userId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Sends a delivery again now, whatever became of it, as a new attempt under the same webhook-id. */
export async function resendWebhookDelivery(db: Database, userId: string, deliveryId: string): Promise<void> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.userId, userId)))
    .returning({ id: webhookDeliveries.id });
  if (updated.length === 0) throw new ServiceError('not_found', 'No such delivery.');
}

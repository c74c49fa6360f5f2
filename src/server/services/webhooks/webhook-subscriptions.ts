import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TWebhookEventType } from '../../../domain/webhooks/webhooks-api';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

/**
 * Which of a user's enabled endpoints want which events, remembered for 30 seconds: every habit-log
 * save asks, and nearly every user has no webhook, so the hot path must not pay a query for it. A change
 * in this process is seen at once; one made in another process within 30 seconds.
 */
const rememberedMs = 30_000;
const remembered = new Map<
  string,
  { until: number; endpoints: { id: string; events: TWebhookEventType[] }[] }
>();

export function forgetWebhookSubscriptions(userId: string) {
  remembered.delete(userId);
}

async function endpointsOf(db: Database, userId: string) {
  const known = remembered.get(userId);
  if (known && known.until > Date.now()) return known.endpoints;
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.enabled, true)));
  if (remembered.size > 10_000) remembered.clear();
  remembered.set(userId, { until: Date.now() + rememberedMs, endpoints });
  return endpoints;
}

type TListener = () => void;
const listeners = new Set<TListener>();
/** The delivery worker of this process wakes at once for a new event instead of at its next tick. */
export function onWebhookQueued(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues an event for every endpoint of the user that wants it; nothing when none does. */
export async function queueWebhookEvent(
  db: Database,
  userId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
  endpointIds?: readonly string[],
): Promise<number> {
  const targets = (await endpointsOf(db, userId)).filter((endpoint) =>
    endpointIds ? endpointIds.includes(endpoint.id) : endpoint.events.includes(type),
  );
  if (targets.length === 0) return 0;
  const timestamp = new Date().toISOString();
  await db.insert(webhookDeliveries).values(
    targets.map((endpoint) => ({
      id: `msg_${randomBytes(16).toString('base64url')}`,
      userId,
      endpointId: endpoint.id,
      eventType: type,
      payload: { type, timestamp, data },
    })),
  );
  for (const listener of listeners) listener();
  return targets.length;
}

/**
 * queueWebhookEvent for a change that is already saved: a failure to queue must not undo or fail the
 * change the user made, so it is swallowed (the event is lost; decision 0022).
 */
export async function emitWebhookEvent(
  db: Database,
  userId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  try {
    await queueWebhookEvent(db, userId, type, data);
  } catch {
    // See above.
  }
}

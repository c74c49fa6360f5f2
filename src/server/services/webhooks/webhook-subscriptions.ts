import { createHash, randomBytes } from 'node:crypto';
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

/** Whether any enabled endpoint of the user wants this event: work done only for a webhook is skipped otherwise. */
export async function wantsWebhookEvent(db: Database, userId: string, type: TWebhookEventType) {
  return (await endpointsOf(db, userId)).some((endpoint) => endpoint.events.includes(type));
}

type TQueueOptions = {
  /** Send to these endpoints only, whatever they subscribe to (Send test event). */
  endpointIds?: readonly string[];
  /**
   * Names the event itself ("habit 1 broke its streak on 2026-11-24"): each endpoint gets it once however
   * many processes or sweeps find it, since the delivery's id is made from it.
   */
  eventKey?: string;
};

function deliveryId(endpointId: string, eventKey: string | undefined) {
  if (eventKey === undefined) return `msg_${randomBytes(16).toString('base64url')}`;
  return `msg_${createHash('sha256').update(`${endpointId}\n${eventKey}`).digest('base64url').slice(0, 22)}`;
}

/** Queues an event for every endpoint of the user that wants it; nothing when none does. */
export async function queueWebhookEvent(
  db: Database,
  userId: string,
  type: TWebhookEventType,
  data: Record<string, unknown>,
  { endpointIds, eventKey }: TQueueOptions = {},
): Promise<number> {
  const targets = (await endpointsOf(db, userId)).filter((endpoint) =>
    endpointIds ? endpointIds.includes(endpoint.id) : endpoint.events.includes(type),
  );
  if (targets.length === 0) return 0;
  const timestamp = new Date().toISOString();
  const queued = await db
    .insert(webhookDeliveries)
    .values(
      targets.map((endpoint) => ({
        id: deliveryId(endpoint.id, eventKey),
        userId,
        endpointId: endpoint.id,
        eventType: type,
        payload: { type, timestamp, data },
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (queued.length > 0) for (const listener of listeners) listener();
  return queued.length;
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
  options?: TQueueOptions,
): Promise<void> {
  try {
    await queueWebhookEvent(db, userId, type, data, options);
  } catch {
    // See above.
  }
}

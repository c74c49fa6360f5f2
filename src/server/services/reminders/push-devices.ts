import { isIP } from 'node:net';
import { and, asc, count, eq } from 'drizzle-orm';
import type { TPushDevice, TSubscribeDevice } from '../../../domain/reminders/reminders-api';
import { maxDevicesPerUser } from '../../../domain/reminders/reminders-api';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { findOwnedId } from '../find-owned-id';
import { invalidInput, ServiceError } from '../service-error';
import { checkWebhookTarget } from '../webhooks/check-webhook-target';

const deviceNotFound = () => new ServiceError('not_found', 'Device not found');

function presentDevice(row: typeof pushSubscriptions.$inferSelect): TPushDevice {
  return {
    id: row.id,
    label: row.label,
    endpoint: row.endpoint,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}

export async function listPushDevices(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return { devices: rows.map(presentDevice) };
}

export const endpointTakenMessage =
  'This browser already gets reminders for another account. Sign in to that account and turn its reminders off on this device first.';

/**
 * Saves a browser's push subscription for the user. The endpoint is the subscription: when the same
 * browser subscribes again (new keys) its row takes them. It belongs to the account that registered it
 * first until that account removes it; another account is refused (409), so it can neither take the
 * device's reminders nor, by owning the row, delete it (decision 0035).
 * The server will POST to the endpoint, so it must be a public https address (PUSH_ALLOW_PRIVATE lets
 * tests use a local push service).
 */
export async function subscribePushDevice(
  db: Database,
  userId: string,
  input: Required<TSubscribeDevice>,
  allowPrivate: boolean,
): Promise<TPushDevice> {
  if (!allowPrivate && (await isRefusedEndpoint(input.endpoint))) {
    throw invalidInput(['The subscription endpoint must be a public https address of a push service']);
  }
  const [devices] = await db
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if ((devices?.value ?? 0) >= maxDevicesPerUser) {
    throw invalidInput([`At most ${maxDevicesPerUser} devices get reminders; remove one first`]);
  }
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: input.endpoint })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      where: eq(pushSubscriptions.userId, userId),
    })
    .returning();
  if (!row) throw new ServiceError('conflict', endpointTakenMessage);
  return presentDevice(row);
}

/**
 * Push services are public https hosts. A name is not resolved here (the browser just got it from its
 * vendor's service, and TLS to a private host would fail); an address or localhost is judged as is.
 */
async function isRefusedEndpoint(endpoint: string): Promise<boolean> {
  if (!endpoint.startsWith('https://')) return true;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost');
  return literal && (await checkWebhookTarget(endpoint, false)) !== null;
}

export async function removePushDevice(db: Database, userId: string, deviceId: string): Promise<void> {
  await findOwnedId(db, pushSubscriptions, userId, deviceId, deviceNotFound);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)));
}

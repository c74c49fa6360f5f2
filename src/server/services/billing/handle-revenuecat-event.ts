import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TRevenueCat } from '../../billing/revenuecat-client';
import type { Database } from '../../db/client';
import { billingEvents } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { ServiceError } from '../service-error';
import { syncRevenueCatSubscriber } from './sync-revenuecat-subscriber';

/** The part of RevenueCat's webhook body we read: the event's id, type and whose it is. */
export const ZRevenueCatWebhook = z.object({
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    app_user_id: z.string().max(300).optional(),
    original_app_user_id: z.string().max(300).optional(),
    aliases: z.array(z.string().max(300)).max(100).optional(),
    transferred_from: z.array(z.string().max(300)).max(100).optional(),
    transferred_to: z.array(z.string().max(300)).max(100).optional(),
  }),
});
export type TRevenueCatWebhook = z.infer<typeof ZRevenueCatWebhook>;

/** RevenueCat sends the Authorization value set in its dashboard; compared in constant time. */
export function verifyRevenueCatAuthorization(appStores: TRevenueCat, header: string | undefined): void {
  const expected = Buffer.from(appStores.webhookAuth);
  const given = Buffer.from(header ?? '');
  const candidates = [given];
  // The dashboard value may be entered with or without the Bearer scheme.
  if (!appStores.webhookAuth.startsWith('Bearer '))
    candidates.push(Buffer.from((header ?? '').replace(/^Bearer /, '')));
  const matches = candidates.some(
    (value) => value.length === expected.length && timingSafeEqual(value, expected),
  );
  if (!matches) throw new ServiceError('unauthenticated', 'Invalid RevenueCat webhook authorization');
}

/** The accounts an event concerns: both sides of a transfer, else the purchaser and their aliases. */
export function accountsOfEvent({ event }: TRevenueCatWebhook): string[] {
  const ids =
    event.type === 'TRANSFER'
      ? [...(event.transferred_from ?? []), ...(event.transferred_to ?? [])]
      : [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))];
}

/**
 * One webhook delivery: each event id is applied once, and applying it means reading every account
 * it names afresh from RevenueCat (webhooks re-fetch the truth, as with Stripe in decision 0016).
 * The id is recorded after applying, so a delivery that failed half-way is applied on the retry.
 */
export async function handleRevenueCatEvent(
  db: Database,
  appStores: TRevenueCat,
  webhook: TRevenueCatWebhook,
  logger: Logger,
): Promise<{ duplicate: boolean }> {
  const { id, type } = webhook.event;
  const [seen] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  if (seen) return { duplicate: true };
  try {
    if (type !== 'TEST') {
      for (const appUserId of accountsOfEvent(webhook))
        await syncRevenueCatSubscriber(db, appStores, appUserId);
    }
  } catch (error) {
    logger.error(`RevenueCat event ${id} (${type}) could not be applied`, error);
    throw new ServiceError('failed', 'The event could not be applied; RevenueCat will retry it.');
  }
  await db
    .insert(billingEvents)
    .values({ id, provider: 'revenuecat', type })
    .onConflictDoNothing({ target: billingEvents.id });
  return { duplicate: false };
}

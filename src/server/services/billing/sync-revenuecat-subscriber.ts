import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  appStoreProviders,
  isAnonymousAppUserId,
  readStoreSubscriber,
} from '../../../domain/subscription/revenuecat-subscriber';
import type { TRevenueCat } from '../../billing/revenuecat-client';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { redeemLifetimeOffer } from './sync-stripe-subscription';

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * sync-platform-subscription (spec 7): asks RevenueCat what an account holds in the App Store and
 * Google Play and writes it into the same `subscriptions` rows Stripe writes, so the web app and the
 * server's gate see a phone purchase at once. The app user id is our user id (the apps log in to the
 * SDK with it). Nothing the client claims is used: the subscriber is always read fresh.
 */
export async function syncRevenueCatSubscriber(
  db: Database,
  appStores: TRevenueCat,
  userId: string,
  now = Date.now(),
): Promise<{ known: boolean; platformActive: boolean }> {
  if (isAnonymousAppUserId(userId)) return { known: false, platformActive: false };
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!account) return { known: false, platformActive: false };
  const answer = await appStores.fetchSubscriber(userId);
  const read = readStoreSubscriber(answer, userId, appStores.products, now);
  for (const row of read.rows) {
    const values = {
      userId,
      status: row.status,
      trialEnd: toDate(row.trialEnd),
      currentPeriodEnd: toDate(row.currentPeriodEnd),
      priceId: null,
      productId: row.productId,
      provider: row.provider,
      providerSubscriptionId: row.providerSubscriptionId,
    };
    await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.providerSubscriptionId],
        set: { ...values, updatedAt: sql`now()` },
      });
  }
  // A store subscription RevenueCat no longer lists for this account (transferred, or removed) ends here.
  const listed = read.rows.map((row) => row.providerSubscriptionId);
  await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.provider, [...appStoreProviders]),
        listed.length > 0 ? notInArray(subscriptions.providerSubscriptionId, listed) : undefined,
      ),
    );
  if (read.lifetime) await redeemLifetimeOffer(db, userId);
  return { known: true, platformActive: read.platformActive };
}

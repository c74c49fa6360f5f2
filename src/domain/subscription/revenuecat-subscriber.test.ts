import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAnonymousAppUserId,
  planKeyOfStoreProduct,
  readStoreSubscriber,
  storeSubscriptionStatus,
  type TStoreProducts,
} from './revenuecat-subscriber';

const now = Date.parse('2026-03-01T12:00:00Z');
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const day = 86_400_000;
const products: TStoreProducts = {
  app_store: { starter_month: 'ios.starter', elite_month: 'ios.elite', lifetime: 'ios.lifetime' },
  play_store: { starter_month: 'play.starter', elite_month: 'play.elite', lifetime: 'play.lifetime' },
};

describe('storeSubscriptionStatus', () => {
  it('reads trials, renewals, grace, expiry and refunds', () => {
    expect(
      storeSubscriptionStatus({ store: 'app_store', expires_date: iso(day), period_type: 'trial' }, now),
    ).toBe('trialing');
    expect(
      storeSubscriptionStatus({ store: 'app_store', expires_date: iso(day), period_type: 'normal' }, now),
    ).toBe('active');
    expect(
      storeSubscriptionStatus(
        {
          store: 'play_store',
          expires_date: iso(-day),
          grace_period_expires_date: iso(day),
          billing_issues_detected_at: iso(-day),
        },
        now,
      ),
    ).toBe('past_due');
    expect(storeSubscriptionStatus({ store: 'app_store', expires_date: iso(-1) }, now)).toBe('expired');
    expect(
      storeSubscriptionStatus({ store: 'app_store', expires_date: iso(day), refunded_at: iso(-1) }, now),
    ).toBe('canceled');
  });

  it('grants access exactly while the expiry or the grace period lies ahead, unless refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.option(fc.integer({ min: -400, max: 400 })),
        fc.boolean(),
        fc.constantFrom('trial', 'normal', 'intro'),
        (expiresDays, graceDays, refunded, periodType) => {
          const status = storeSubscriptionStatus(
            {
              store: 'app_store',
              expires_date: iso(expiresDays * day + 1),
              grace_period_expires_date: graceDays === null ? null : iso(graceDays * day + 1),
              refunded_at: refunded ? iso(-day) : null,
              period_type: periodType,
            },
            now,
          );
          const grants = ['active', 'trialing', 'past_due'].includes(status);
          const ahead = expiresDays >= 0 || (graceDays !== null && graceDays >= 0);
          expect(grants).toBe(!refunded && ahead);
          if (status === 'trialing') expect(periodType).toBe('trial');
        },
      ),
    );
  });
});

describe('readStoreSubscriber', () => {
  it('writes one row per store subscription, keyed by account and product, and skips other stores', () => {
    const read = readStoreSubscriber(
      {
        subscriber: {
          subscriptions: {
            'ios.elite': { store: 'app_store', expires_date: iso(3 * day), period_type: 'trial' },
            'web.elite': { store: 'stripe', expires_date: iso(3 * day) },
          },
          non_subscriptions: {},
        },
      },
      'user-1',
      products,
      now,
    );
    expect(read.rows).toEqual([
      {
        provider: 'app_store',
        providerSubscriptionId: 'user-1:ios.elite',
        productId: 'ios.elite',
        status: 'trialing',
        trialEnd: iso(3 * day),
        currentPeriodEnd: iso(3 * day),
      },
    ]);
    expect(read).toMatchObject({ lifetime: false, platformActive: true });
  });

  it('reads the lifetime product bought in either store as the lifetime offer', () => {
    const read = readStoreSubscriber(
      {
        subscriber: {
          subscriptions: {},
          non_subscriptions: {
            'play.lifetime': [{ id: 'txn', store: 'play_store', purchase_date: iso(-day) }],
          },
        },
      },
      'user-1',
      products,
      now,
    );
    expect(read).toEqual({ rows: [], lifetime: true, platformActive: true });
  });

  it('finds nothing for an unknown subscriber', () => {
    expect(
      readStoreSubscriber({ subscriber: { subscriptions: {}, non_subscriptions: {} } }, 'u', products, now),
    ).toEqual({ rows: [], lifetime: false, platformActive: false });
  });
});

describe('planKeyOfStoreProduct and anonymous ids', () => {
  it('maps either store’s product id to its plan', () => {
    expect(planKeyOfStoreProduct(products, 'ios.starter')).toBe('starter_month');
    expect(planKeyOfStoreProduct(products, 'play.elite')).toBe('elite_month');
    expect(planKeyOfStoreProduct(products, 'unknown')).toBeNull();
    expect(planKeyOfStoreProduct(products, null)).toBeNull();
  });

  it('knows RevenueCat’s anonymous ids', () => {
    expect(isAnonymousAppUserId('$RCAnonymousID:abc')).toBe(true);
    expect(isAnonymousAppUserId('b1946ac9')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isStoreEntitled, planPackages, type TStorePackage } from './store-offerings';

const pkg = (identifier: string, productId: string, priceString: string): TStorePackage => ({
  identifier,
  product: { identifier: productId, title: productId, priceString },
});
const products = { starter_month: 'starter', elite_month: 'elite', lifetime: 'lifetime' };

describe('planPackages', () => {
  it('finds each plan’s package in any offering, Google’s base-plan ids included, in the plans’ order', () => {
    const { plans, missing } = planPackages(
      {
        current: {
          availablePackages: [
            pkg('$rc_lifetime', 'lifetime', '$99.99'),
            pkg('$rc_monthly', 'elite:monthly', '$14.99'),
          ],
        },
        all: {},
      },
      products,
    );
    expect(plans.map((plan) => [plan.plan, plan.price])).toEqual([
      ['elite_month', '$14.99'],
      ['lifetime', '$99.99'],
    ]);
    expect(missing).toEqual([{ plan: 'starter_month', productId: 'starter' }]);
  });

  it('finds nothing without offerings', () => {
    expect(planPackages({ current: null, all: {} }, products).plans).toEqual([]);
  });
});

describe('isStoreEntitled', () => {
  const none = { activeSubscriptions: [], allPurchasedProductIdentifiers: [], entitlements: { active: {} } };
  it('is true for a live plan subscription, the lifetime product or an active entitlement', () => {
    expect(isStoreEntitled(none, products)).toBe(false);
    expect(isStoreEntitled({ ...none, activeSubscriptions: ['elite:monthly'] }, products)).toBe(true);
    expect(isStoreEntitled({ ...none, allPurchasedProductIdentifiers: ['lifetime'] }, products)).toBe(true);
    expect(isStoreEntitled({ ...none, allPurchasedProductIdentifiers: ['starter'] }, products)).toBe(false);
    expect(isStoreEntitled({ ...none, entitlements: { active: { elite: {} } } }, products)).toBe(true);
  });
});

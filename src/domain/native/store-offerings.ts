import { planKeys, type TPlanKey } from '../subscription/plans';

/** The parts of RevenueCat's offerings and customer info the apps read (structural, so tests need no SDK). */
export type TStoreProduct = {
  identifier: string;
  title: string;
  priceString: string;
  introPrice?: { priceString: string; periodNumberOfUnits: number; periodUnit: string } | null;
};
export type TStorePackage = { identifier: string; offeringIdentifier?: string; product: TStoreProduct };
export type TStoreOfferings = {
  current: { availablePackages: TStorePackage[] } | null;
  all: Record<string, { availablePackages: TStorePackage[] }>;
};
export type TStoreCustomerInfo = {
  activeSubscriptions: string[];
  allPurchasedProductIdentifiers: string[];
  entitlements: { active: Record<string, unknown> };
};

export type TStorePlan = {
  plan: TPlanKey;
  productId: string;
  price: string;
  title: string;
  pkg: TStorePackage;
};

/** Google Play names a subscription's product `{subscription}:{base plan}`; the part before ':' is ours. */
export function sameStoreProduct(storeIdentifier: string, productId: string): boolean {
  return storeIdentifier === productId || storeIdentifier.split(':', 1)[0] === productId;
}

function packagesOf(offerings: TStoreOfferings): TStorePackage[] {
  const all = Object.values(offerings.all).flatMap((offering) => offering.availablePackages);
  return [...(offerings.current?.availablePackages ?? []), ...all];
}

/** The store's package of each plan this server sells, in the plans' order; missing ones listed apart. */
export function planPackages(
  offerings: TStoreOfferings,
  products: Partial<Record<TPlanKey, string>>,
): { plans: TStorePlan[]; missing: { plan: TPlanKey; productId: string }[] } {
  const packages = packagesOf(offerings);
  const plans: TStorePlan[] = [];
  const missing: { plan: TPlanKey; productId: string }[] = [];
  for (const plan of planKeys) {
    const productId = products[plan];
    if (!productId) continue;
    const pkg = packages.find((candidate) => sameStoreProduct(candidate.product.identifier, productId));
    if (pkg) plans.push({ plan, productId, price: pkg.product.priceString, title: pkg.product.title, pkg });
    else missing.push({ plan, productId });
  }
  return { plans, missing };
}

/** Whether the store says the account holds a plan now: a live subscription, the lifetime product, an entitlement. */
export function isStoreEntitled(
  info: TStoreCustomerInfo,
  products: Partial<Record<TPlanKey, string>>,
): boolean {
  if (Object.keys(info.entitlements.active).length > 0) return true;
  const subscriptionIds = [products.starter_month, products.elite_month].filter((id): id is string =>
    Boolean(id),
  );
  const subscribed = info.activeSubscriptions.some((active) =>
    subscriptionIds.some((productId) => sameStoreProduct(active, productId)),
  );
  const lifetime = products.lifetime;
  return subscribed || (lifetime !== undefined && info.allPurchasedProductIdentifiers.includes(lifetime));
}

import { z } from 'zod';
import { planKeys } from './plans';
import { subscriptionStatuses } from './subscription-state';

/** GET /api/subscription: the client-held state (spec 3) plus what the pages show. */
export const ZSubscriptionState = z.object({
  billing: z.boolean(),
  status: z.enum(subscriptionStatuses).nullable(),
  isActive: z.boolean(),
  isOnTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  productId: z.string().nullable(),
  priceId: z.string().nullable(),
  isAdmin: z.boolean(),
  isGrace: z.boolean(),
  isLifetime: z.boolean(),
  isTrialEligible: z.boolean(),
  /** Whether the user may use the product now (active, trial, grace, lifetime, admin, or billing off). */
  hasAccess: z.boolean(),
  /** A subscription found only as the newest record: the client starts its 30-minute grace. */
  startGrace: z.boolean(),
  /** The plan in use now: Elite while on trial, whichever plan was bought (spec 1). */
  plan: z.enum(planKeys).nullable(),
  /** On trial: the plan bought, which starts when the Elite trial ends; otherwise null. */
  planAfterTrial: z.enum(planKeys).nullable(),
  currentPeriodEnd: z.string().nullable(),
  hasBillingAccount: z.boolean(),
});
export type TSubscriptionStateResponse = z.infer<typeof ZSubscriptionState>;

export const ZPlanOffer = z.object({
  key: z.enum(planKeys),
  kind: z.enum(['subscription', 'one_time']),
  /** "$9.99", or null while the provider's price could not be read. */
  price: z.string().nullable(),
  interval: z.enum(['month', 'year']).nullable(),
});
export const ZPlanOffers = z.object({ billing: z.boolean(), plans: z.array(ZPlanOffer) });
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

export const ZCheckoutRequest = z.object({ plan: z.enum(planKeys) });
export const ZCheckoutConfirmRequest = z.object({ session_id: z.string().trim().min(1).max(255) });
export const ZRedirectUrl = z.object({ url: z.string() });

export const ZStatusCheck = z.object({
  needsRefresh: z.boolean(),
  platformVerified: z.boolean(),
  error: z.string().optional(),
});

/**
 * POST /api/subscription/sync (spec 7, sync-platform-subscription). What the app says it
 * bought is accepted for the record only: the server asks RevenueCat itself (decision 0017).
 */
export const ZPlatformSyncRequest = z.object({
  userId: z.string().trim().min(1).max(200).optional(),
  source: z.enum(['ios', 'android']).optional(),
  productId: z.string().trim().min(1).max(200).optional(),
  isActive: z.boolean().optional(),
  expirationDate: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const ZPlatformSyncResult = z.object({
  /** Whether RevenueCat says the account holds an active store subscription or the lifetime offer. */
  platformActive: z.boolean(),
  subscription: ZSubscriptionState,
});
export type TPlatformSyncResult = z.infer<typeof ZPlatformSyncResult>;

const ZStoreConfig = z
  .object({
    /** RevenueCat's public SDK key for the platform (appl_… or goog_…). */
    apiKey: z.string(),
    /** The store product id of each plan set up on this server. */
    products: z.partialRecord(z.enum(planKeys), z.string()),
  })
  .nullable();
/** GET /api/subscription/store-config: what the apps configure the purchases SDK with. */
export const ZStoreConfigResponse = z.object({ ios: ZStoreConfig, android: ZStoreConfig });
export type TStoreConfigResponse = z.infer<typeof ZStoreConfigResponse>;

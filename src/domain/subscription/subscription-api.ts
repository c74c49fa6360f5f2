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
  plan: z.enum(planKeys).nullable(),
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

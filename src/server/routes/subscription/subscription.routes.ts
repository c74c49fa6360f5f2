import { createRoute } from '@hono/zod-openapi';
import {
  ZCheckoutConfirmRequest,
  ZCheckoutRequest,
  ZPlanOffers,
  ZPlatformSyncRequest,
  ZPlatformSyncResult,
  ZRedirectUrl,
  ZStatusCheck,
  ZStoreConfigResponse,
  ZSubscriptionState,
} from '../../../domain/subscription/subscription-api';
import { RevenueCatError } from '../../billing/revenuecat-client';
import type { TStripeBilling } from '../../billing/stripe-client';
import { errorBody, notAuthenticated } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse, noRequestBody } from '../../http/openapi-app';
import { requireUser } from '../../http/session';
import { checkSubscriptionStatus } from '../../services/billing/check-subscription-status';
import { createCheckoutSession, createPortalSession } from '../../services/billing/create-checkout-session';
import { presentSubscriptionState } from '../../services/billing/present-subscription-state';
import { readPlanOffers } from '../../services/billing/read-plan-offers';
import { syncRevenueCatSubscriber } from '../../services/billing/sync-revenuecat-subscriber';
import { syncCheckoutSession } from '../../services/billing/sync-stripe-subscription';
import { ServiceError } from '../../services/service-error';

const tags = ['subscription'];

const stateRoute = createRoute({
  method: 'get',
  path: '/subscription',
  summary: 'Read your subscription',
  tags,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZSubscriptionState, 'The subscription state'),
    401: errorResponse('Not signed in'),
  },
});
const plansRoute = createRoute({
  method: 'get',
  path: '/subscription/plans',
  summary: 'List the plans on offer',
  tags,
  responses: { 200: jsonResponse(ZPlanOffers, 'The plans and their prices (empty with billing off)') },
});
const statusRoute = createRoute({
  method: 'get',
  path: '/subscription/status',
  summary: 'Read your subscription status',
  tags,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZStatusCheck, 'needsRefresh and platformVerified'),
    401: errorResponse('Not signed in'),
  },
});
const checkoutRoute = createRoute({
  method: 'post',
  path: '/subscription/checkout',
  summary: 'Start a Stripe checkout',
  tags,
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZCheckoutRequest } }, required: true } },
  responses: {
    200: jsonResponse(ZRedirectUrl, 'The Stripe Checkout page to open'),
    400: errorResponse('Invalid plan, or nothing to buy'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Billing is off'),
  },
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/subscription/checkout/confirm',
  summary: 'Confirm a finished Stripe checkout',
  tags,
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZCheckoutConfirmRequest } }, required: true } },
  responses: {
    200: jsonResponse(ZSubscriptionState, 'The state after applying the completed checkout'),
    400: errorResponse('Not this account’s checkout'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Billing is off'),
  },
});
const portalRoute = createRoute({
  method: 'post',
  path: '/subscription/portal',
  summary: 'Open the Stripe billing portal',
  tags,
  middleware: [requireUser()] as const,
  request: noRequestBody,
  responses: {
    200: jsonResponse(ZRedirectUrl, 'The Stripe Customer Portal to open'),
    400: errorResponse('No billing account yet'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Billing is off'),
  },
});

const syncPlatformRoute = createRoute({
  method: 'post',
  path: '/subscription/sync',
  summary: 'Sync App Store and Google Play purchases',
  tags,
  description:
    'sync-platform-subscription (spec 7): re-reads the account from RevenueCat and records its App Store and Google Play purchases. The body is informative only.',
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZPlatformSyncRequest } }, required: true } },
  responses: {
    200: jsonResponse(ZPlatformSyncResult, 'What RevenueCat says, and the state after recording it'),
    400: errorResponse('Another account’s id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('App-store purchases are off'),
    502: errorResponse('RevenueCat could not be reached'),
  },
});
const storeConfigRoute = createRoute({
  method: 'get',
  path: '/subscription/store-config',
  summary: 'Read the app stores’ purchase configuration',
  tags,
  description: 'RevenueCat’s public SDK keys and the store product ids of the plans, for the apps.',
  responses: { 200: jsonResponse(ZStoreConfigResponse, 'Per platform, or null where not set up') },
});

function requireBilling(billing: TStripeBilling | null): TStripeBilling {
  if (!billing) throw new ServiceError('not_found', 'Billing is not enabled on this server.');
  return billing;
}

export function subscriptionRoutes(deps: AppDeps) {
  const { db, billing, appStores, settings } = deps;
  const providers = { billing, appStores };
  const adminEmails = settings.ADMIN_EMAILS;
  const currentUser = (user: { id: string; email: string; name: string } | null) => {
    if (!user) throw notAuthenticated();
    return user;
  };
  return createRouter()
    .openapi(stateRoute, async (c) =>
      c.json(await presentSubscriptionState(db, providers, currentUser(c.get('user')), adminEmails), 200),
    )
    .openapi(plansRoute, async (c) => c.json(await readPlanOffers(billing), 200))
    .openapi(statusRoute, async (c) => {
      const user = currentUser(c.get('user'));
      if (!billing && !appStores) return c.json({ needsRefresh: false, platformVerified: false }, 200);
      return c.json(await checkSubscriptionStatus(db, providers, user, adminEmails), 200);
    })
    .openapi(checkoutRoute, async (c) => {
      const context = { user: currentUser(c.get('user')), adminEmails, publicUrl: settings.publicUrl };
      return c.json(
        await createCheckoutSession(db, requireBilling(billing), context, c.req.valid('json').plan),
        200,
      );
    })
    .openapi(confirmRoute, async (c) => {
      const user = currentUser(c.get('user'));
      const result = await syncCheckoutSession(db, requireBilling(billing), c.req.valid('json').session_id);
      if (result.userId !== user.id)
        throw new ServiceError('invalid', 'This checkout belongs to another account.');
      return c.json(await presentSubscriptionState(db, providers, user, adminEmails), 200);
    })
    .openapi(syncPlatformRoute, async (c) => {
      const user = currentUser(c.get('user'));
      if (!appStores)
        throw new ServiceError('not_found', 'App-store purchases are not enabled on this server.');
      const claimed = c.req.valid('json').userId;
      if (claimed !== undefined && claimed !== user.id)
        throw new ServiceError('invalid', 'A subscription can only be synced for the signed-in account.');
      let platformActive: boolean;
      try {
        ({ platformActive } = await syncRevenueCatSubscriber(db, appStores, user.id));
      } catch (error) {
        if (!(error instanceof RevenueCatError)) throw error;
        return c.json(
          errorBody('store_unavailable', 'Could not reach the app store. Please try again.'),
          502,
        );
      }
      return c.json(
        { platformActive, subscription: await presentSubscriptionState(db, providers, user, adminEmails) },
        200,
      );
    })
    .openapi(storeConfigRoute, (c) =>
      c.json(appStores ? appStores.storeConfig : { ios: null, android: null }, 200),
    )
    .openapi(portalRoute, async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await createPortalSession(db, requireBilling(billing), user.id, settings.publicUrl), 200);
    });
}

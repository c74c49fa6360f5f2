import type { MiddlewareHandler } from 'hono';
import { hasProductAccess } from '../../domain/subscription/subscription-state';
import type { Database } from '../db/client';
import { readSubscriptionState } from '../services/billing/read-subscription-state';
import { errorBody } from './api-error';
import type { AppEnv } from './app-env';

/**
 * API paths a signed-in user without a plan can always use: their account, settings, export and
 * deletion (under auth), billing itself, onboarding, and the system routes. Everything else is the
 * product, so a route added later is gated unless it is named here.
 */
const openPrefixes = [
  '/api/auth/',
  '/api/me',
  '/api/session',
  '/api/config',
  '/api/health',
  '/api/preferences',
  '/api/export',
  '/api/subscription',
  '/api/webhooks/',
  '/api/onboarding',
  '/api/error-reports',
  // Page views (decision 0038) are counted for every visitor, with a plan or without.
  '/api/page-views',
  '/api/support-messages',
  '/api/realtime',
  // Anyone may read a shared dashboard, signed out or without a plan (spec 6); its editor is the product.
  '/api/public-dashboard',
  // An invitation is looked up signed out and accepted by a new account before it has chosen a plan.
  '/api/invites',
  '/api/openapi.json',
];

export const paymentRequiredMessage =
  'Choose a plan to use Compound. Your settings, data export and account deletion stay available without one.';

export function isOpenWithoutPlan(path: string): boolean {
  return openPrefixes.some((prefix) => {
    const base = prefix.replace(/\/$/, '');
    return path === base || path.startsWith(`${base}/`);
  });
}

/** With billing on, a signed-in user with no access gets 402 on the product's routes (spec 4, 6). */
export function requireAccess(
  db: Database,
  billingOn: boolean,
  adminEmails: readonly string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!billingOn || !user || isOpenWithoutPlan(c.req.path)) return next();
    const state = await readSubscriptionState(db, user, adminEmails);
    if (!hasProductAccess(state)) return c.json(errorBody('payment_required', paymentRequiredMessage), 402);
    return next();
  };
}

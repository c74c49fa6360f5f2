import type { TOnboardingRequest } from '@/domain/onboarding/onboarding-api';
import type { TPlanKey } from '@/domain/subscription/plans';
import { api, readRequestError } from './api-client';

export async function fetchSubscription() {
  const response = await api.subscription.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export type TSubscription = Awaited<ReturnType<typeof fetchSubscription>>;

export async function fetchPlanOffers() {
  const response = await api.subscription.plans.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function checkSubscriptionStatus(signal?: AbortSignal) {
  const response = await api.subscription.status.$get(undefined, { init: { signal } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** Opens Stripe Checkout for a plan: the browser leaves for Stripe's page. */
export async function startCheckout(plan: TPlanKey): Promise<void> {
  const response = await api.subscription.checkout.$post({ json: { plan } });
  if (response.status !== 200) throw await readRequestError(response);
  window.location.assign((await response.json()).url);
}

export async function confirmCheckout(sessionId: string) {
  const response = await api.subscription.checkout.confirm.$post({ json: { session_id: sessionId } });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** Opens Stripe's Customer Portal (plan, card, invoices). */
export async function openBillingPortal(): Promise<void> {
  const response = await api.subscription.portal.$post({ json: {} });
  if (response.status !== 200) throw await readRequestError(response);
  window.location.assign((await response.json()).url);
}

export async function completeOnboarding(request: TOnboardingRequest) {
  const response = await api.onboarding.$post({ json: request });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

export async function fetchOnboardingStatus() {
  const response = await api.onboarding.$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** RevenueCat's public SDK keys and the plans' store product ids, for the apps. */
export async function fetchStoreConfig() {
  const response = await api.subscription['store-config'].$get();
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

/** sync-platform-subscription (spec 7): the server re-reads the account from RevenueCat. */
export async function syncPlatformSubscription(claim: {
  source: 'ios' | 'android';
  productId?: string;
  isActive?: boolean;
}) {
  const response = await api.subscription.sync.$post({ json: claim });
  if (response.status !== 200) throw await readRequestError(response);
  return response.json();
}

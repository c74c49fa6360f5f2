/**
 * The subscription state of spec section 4, as the web app holds it. Pure: the server reads the rows,
 * the browser adds its local grace marker, and both derive the same answer here.
 */

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'expired',
] as const;
export type TSubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Statuses the spec's fallback read considers (the newest record with one of these is used). */
export const fallbackStatuses: readonly TSubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid'];

export const graceStatuses: readonly TSubscriptionStatus[] = ['past_due', 'unpaid'];

/** Spec 9: trial and checkout grace. */
export const subscriptionGraceMs = 30 * 60 * 1000;

export type TSubscriptionRecord = {
  status: TSubscriptionStatus;
  /** ISO timestamps, or null. */
  trial_end: string | null;
  current_period_end: string | null;
  price_id: string | null;
  product_id: string | null;
};

/** Client-held subscription state (spec section 3). */
export type TSubscriptionState = {
  status: TSubscriptionStatus | null;
  isActive: boolean;
  isOnTrial: boolean;
  trialEndsAt: string | null;
  productId: string | null;
  priceId: string | null;
  isAdmin: boolean;
  isGrace: boolean;
  isLifetime: boolean;
  isTrialEligible: boolean;
};

export type TSubscriptionFacts = {
  /** The user_active_subscription row, when there is one. */
  active: TSubscriptionRecord | null;
  /** The newest record with a fallback status, read when there is no active one. */
  newest: TSubscriptionRecord | null;
  isLifetime: boolean;
  isAdmin: boolean;
  isTrialEligible: boolean;
};

function isFuture(iso: string | null, now: number): boolean {
  return iso !== null && Date.parse(iso) > now;
}

/** Trialing counts as on trial only while its trial end lies in the future. */
export function isRecordOnTrial(record: TSubscriptionRecord, now: number): boolean {
  return record.status === 'trialing' && isFuture(record.trial_end, now);
}

/** Active, or trialing with a future trial end: the record grants full access. */
export function isRecordActive(record: TSubscriptionRecord, now: number): boolean {
  return record.status === 'active' || isRecordOnTrial(record, now);
}

export function isRecordGrace(record: TSubscriptionRecord): boolean {
  return graceStatuses.includes(record.status);
}

/** Which record speaks for the user: the active one, else the newest with a fallback status. */
export function pickSubscriptionRecord(facts: TSubscriptionFacts): TSubscriptionRecord | null {
  if (facts.active) return facts.active;
  if (facts.newest && fallbackStatuses.includes(facts.newest.status)) return facts.newest;
  return null;
}

export function deriveSubscriptionState(facts: TSubscriptionFacts, now: number): TSubscriptionState {
  const record = pickSubscriptionRecord(facts);
  return {
    status: record?.status ?? null,
    isActive: record !== null && isRecordActive(record, now),
    isOnTrial: record !== null && isRecordOnTrial(record, now),
    trialEndsAt: record?.status === 'trialing' ? record.trial_end : null,
    productId: record?.product_id ?? null,
    priceId: record?.price_id ?? null,
    isAdmin: facts.isAdmin,
    isGrace: record !== null && isRecordGrace(record),
    isLifetime: facts.isLifetime,
    isTrialEligible: facts.isTrialEligible && !facts.isLifetime,
  };
}

/** Spec 6: a subscriber is active, on trial, in grace or lifetime; admins are never gated. */
export function hasProductAccess(state: TSubscriptionState): boolean {
  return state.isActive || state.isGrace || state.isLifetime || state.isAdmin;
}

/**
 * Spec 4: when no active record was found but the newest one still reads trialing, active, past_due
 * or unpaid, a 30-minute local grace starts (the webhook or the store may simply be late).
 */
export function shouldStartFallbackGrace(facts: TSubscriptionFacts): boolean {
  return facts.active === null && facts.newest !== null && fallbackStatuses.includes(facts.newest.status);
}

/** A stored grace marker (ms since epoch it ends) still applies. */
export function isGraceMarkerActive(graceEndsAt: number | null, now: number): boolean {
  return graceEndsAt !== null && graceEndsAt > now;
}

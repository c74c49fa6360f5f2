import type { TSubscriptionState } from './subscription-state';

/** Spec 9: subscription polling every 60 s, every 5 s in the final hour of a trial. */
export const pollIntervalMs = 60_000;
export const finalTrialHourPollIntervalMs = 5_000;
const hourMs = 60 * 60 * 1000;

/** Spec 9: after a checkout the state is read at once and after 2, 5 and 10 s. */
export const checkoutRefreshDelaysMs: readonly number[] = [0, 2_000, 5_000, 10_000];

/** Spec 9: a status check runs about 2 s after sign-in. */
export const postSignInCheckDelayMs = 2_000;

export function nextPollDelayMs(
  state: Pick<TSubscriptionState, 'isOnTrial' | 'trialEndsAt'>,
  now: number,
): number {
  if (!state.isOnTrial || state.trialEndsAt === null) return pollIntervalMs;
  const left = Date.parse(state.trialEndsAt) - now;
  return left > 0 && left <= hourMs ? finalTrialHourPollIntervalMs : pollIntervalMs;
}

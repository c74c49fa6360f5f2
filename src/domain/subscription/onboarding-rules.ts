import { isGateExemptPath } from './upgrade-gate';

/** Spec 9: onboarding is offered to accounts under 7 days old (10,080 minutes). */
export const onboardingAgeLimitMinutes = 10_080;

export type TOnboardingInput = {
  signedIn: boolean;
  pathname: string;
  /** Marked complete in preferences metadata or in the local flag. */
  completed: boolean;
  accountCreatedAt: string;
  habitCount: number;
  isNative: boolean;
  hasActiveSubscription: boolean;
};

export function accountAgeMinutes(createdAt: string, now: number): number {
  return (now - Date.parse(createdAt)) / 60_000;
}

/** Spec 4: onboarding opens for new accounts (or accounts with no habits) until completed. */
export function shouldShowOnboarding(input: TOnboardingInput, now: number): boolean {
  if (!input.signedIn || input.completed || isGateExemptPath(input.pathname)) return false;
  if (input.isNative && !input.hasActiveSubscription) return false;
  return accountAgeMinutes(input.accountCreatedAt, now) < onboardingAgeLimitMinutes || input.habitCount === 0;
}

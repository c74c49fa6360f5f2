import { matchPathPattern } from '../routing/match-path-pattern';

/**
 * Routes where neither the upgrade gate nor onboarding opens: public and legal pages, auth, billing
 * and the paywalls, and the places a lapsed user must always reach (settings: export, deletion).
 */
export const gateExemptPatterns: readonly string[] = [
  '/',
  '/pricing',
  '/7daytrial',
  '/auth',
  '/check-email',
  '/expired-token',
  '/forgot-password',
  '/reset-password',
  '/logout',
  '/settings',
  '/subscriptions',
  '/paywall-ios',
  '/paywall-android',
  '/welcome-ios',
  '/welcome-android',
  '/welcome-invite',
  '/onboarding-invite',
  '/privacy',
  '/terms',
  '/eula',
  '/disclaimer',
  '/cookies',
  '/data-safety',
  '/legal',
  '/service',
  '/in/service',
  '/docs',
  '/docs/:slug',
  '/research',
  '/research/:slug',
  '/coach',
  '/analytics',
  '/live-demo',
  '/u/:slug',
  '/u/:slug/live',
  '/d/:hash',
];

export function isGateExemptPath(pathname: string): boolean {
  return gateExemptPatterns.some((pattern) => matchPathPattern(pattern, pathname));
}

export type TGateInput = {
  signedIn: boolean;
  authLoaded: boolean;
  pathname: string;
  isAdmin: boolean;
  bypass: boolean;
  /** A checkout or fallback grace marker that has not run out. */
  recentUpgradeGrace: boolean;
  /** Active, trial, grace or lifetime. */
  hasSubscription: boolean;
  isNative: boolean;
  onboardingCompleted: boolean;
};

/** Spec 4: the upgrade gate shows only when every condition holds. */
export function shouldShowUpgradeGate(input: TGateInput): boolean {
  return (
    input.signedIn &&
    input.authLoaded &&
    !isGateExemptPath(input.pathname) &&
    !input.isAdmin &&
    !input.bypass &&
    !input.recentUpgradeGrace &&
    !input.hasSubscription &&
    (input.isNative || input.onboardingCompleted)
  );
}

import { resolveNativeRedirect, type TPlatform } from '../native/native-platform';
import { matchPathPattern } from './match-path-pattern';
import { sanitizeReturnTo } from './sanitize-return-to';

export type TSessionState = 'loading' | 'signed-in' | 'signed-out';

export const authPath = '/auth';

/** Query parameter on /auth naming where to go once signed in. */
export const returnToParam = 'returnTo';

/** Public routes that send a signed-in user elsewhere (spec section 2); /auth is handled on its own. */
export const signedInRedirects: readonly { pattern: string; target: string; keepSearch?: true }[] = [
  { pattern: '/', target: '/app' },
  { pattern: '/pricing', target: '/app' },
  { pattern: '/7daytrial', target: '/app' },
  // The invitation's token travels in the query, so a signed-in invitee lands on it ready to accept.
  { pattern: '/welcome-invite', target: '/onboarding-invite', keepSearch: true },
  { pattern: '/welcome-ios', target: '/app' },
  { pattern: '/welcome-android', target: '/app' },
  { pattern: '/coach', target: '/in/assistant' },
  { pattern: '/research', target: '/in/education' },
  { pattern: '/research/:slug', target: '/in/education' },
  { pattern: '/analytics', target: '/in/analytics' },
];

export const loginRequiredPatterns: readonly string[] = [
  '/app',
  '/in/analytics',
  '/in/accountability',
  '/onboarding-invite',
  '/in/education',
  '/in/education/:slug',
  '/in/mastery',
  '/in/mastery/:skillId',
  '/in/goals',
  '/in/assistant',
  '/in/service',
  '/settings',
  '/paywall-ios',
  '/paywall-android',
];

/** Old or alternative addresses that always forward, whoever is signed in. */
export const routeRedirects: readonly { from: string; to: string }[] = [
  { from: '/assistant', to: '/coach' },
  { from: '/privacy-policy', to: '/privacy' },
  { from: '/payments', to: '/subscriptions' },
  { from: '/start', to: '/pricing' },
];

// Returning to these after signing in would loop back to the form or sign the user straight out.
const unreturnablePatterns = [authPath, '/logout'];

export function isLoginRequired(pathname: string): boolean {
  return loginRequiredPatterns.some((pattern) => matchPathPattern(pattern, pathname));
}

export function buildAuthRedirectPath(pathAndSearch: string): string {
  return `${authPath}?${returnToParam}=${encodeURIComponent(pathAndSearch)}`;
}

/** A redirect keeps the query string, so campaign or checkout parameters survive the hop. */
export function resolveRouteRedirect(pathname: string, search: string): string | null {
  const redirect = routeRedirects.find(({ from }) => matchPathPattern(from, pathname));
  return redirect ? `${redirect.to}${search}` : null;
}

/** Where to go after signing in: the returnTo value, else the stored return path, else home. */
export function resolvePostAuthPath(returnTo: string | null, storedReturnTo: string | null): string {
  return acceptReturnPath(returnTo) ?? acceptReturnPath(storedReturnTo) ?? '/';
}

function acceptReturnPath(value: string | null): string | null {
  const path = sanitizeReturnTo(value);
  if (path === null) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return unreturnablePatterns.some((pattern) => matchPathPattern(pattern, pathname)) ? null : path;
}

export type TRouteAccess =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; rememberReturnTo?: string; forgetReturnTo?: boolean; toast?: string };

export type TRouteAccessInput = {
  pathname: string;
  search: string;
  session: TSessionState;
  storedReturnTo: string | null;
  /** Where the app runs (Capacitor's answer); the web when not given. */
  platform?: TPlatform;
};

/** Whether the current page may render, must wait for the session, or must send the visitor elsewhere. */
export function resolveRouteAccess({
  pathname,
  search,
  session,
  storedReturnTo,
  platform = 'web',
}: TRouteAccessInput): TRouteAccess {
  const nativeTarget = resolveNativeRedirect({ platform, pathname, session });
  if (nativeTarget) return { kind: 'redirect', to: `${nativeTarget}${search}` };
  if (isLoginRequired(pathname)) {
    if (session === 'loading') return { kind: 'wait' };
    if (session === 'signed-in') return { kind: 'render' };
    const pathAndSearch = `${pathname}${search}`;
    return { kind: 'redirect', to: buildAuthRedirectPath(pathAndSearch), rememberReturnTo: pathAndSearch };
  }
  if (matchPathPattern(authPath, pathname)) {
    if (session === 'loading') return { kind: 'wait' };
    if (session === 'signed-out') return { kind: 'render' };
    const returnTo = new URLSearchParams(search).get(returnToParam);
    return { kind: 'redirect', to: resolvePostAuthPath(returnTo, storedReturnTo), forgetReturnTo: true };
  }
  const redirect = signedInRedirects.find(({ pattern }) => matchPathPattern(pattern, pathname));
  if (!redirect) return { kind: 'render' };
  if (session === 'loading') return { kind: 'wait' };
  if (session !== 'signed-in') return { kind: 'render' };
  return { kind: 'redirect', to: redirect.keepSearch ? `${redirect.target}${search}` : redirect.target };
}

import { matchPathPattern } from './match-path-pattern';
import { loginRequiredPatterns, routeRedirects, signedInRedirects } from './route-rules';

/** Open routes of spec section 2: anyone may visit them, signed in or not. */
export const openRoutePatterns: readonly string[] = [
  '/auth',
  '/live-demo',
  '/check-email',
  '/expired-token',
  '/forgot-password',
  '/reset-password',
  '/docs',
  '/docs/:slug',
  '/u/:slug',
  '/u/:slug/live',
  '/d/:hash',
  '/privacy',
  '/terms',
  '/eula',
  '/subscriptions',
  '/disclaimer',
  '/cookies',
  '/data-safety',
  '/legal',
  '/service',
  '/logout',
];

/**
 * Every address pattern of spec section 2: the public routes (with their signed-in redirects), the
 * login-required ones, the open ones and the old addresses that forward. Content links are checked
 * against these, so a link to a page the spec does not have fails the build.
 */
export const siteAddressPatterns: readonly string[] = [
  ...signedInRedirects.map((redirect) => redirect.pattern),
  ...loginRequiredPatterns,
  ...openRoutePatterns,
  ...routeRedirects.map((redirect) => redirect.from),
];

/**
 * Whether a path is an address of the site at all (spec section 2). Any other path shows the
 * not-found page, and the server answers it with a 404 so crawlers and links checkers see it too.
 */
export function isSiteAddress(pathname: string): boolean {
  return siteAddressPatterns.some((pattern) => matchPathPattern(pattern, pathname));
}

import { mobileBreakpointPx } from '../layout/breakpoints';
import { matchPathPattern } from '../routing/match-path-pattern';

/** Spec 2: the sticky 'Try Elite free for 7 days' banner's pages (public dashboards and the live demo). */
const bannerPatterns = ['/u/:slug', '/u/:slug/live', '/d/:hash', '/live-demo'];

export function isTryEliteBannerShown(input: {
  pathname: string;
  windowWidth: number;
  signedOut: boolean;
  billing: boolean;
}): boolean {
  return (
    input.billing &&
    input.signedOut &&
    input.windowWidth < mobileBreakpointPx &&
    bannerPatterns.some((pattern) => matchPathPattern(pattern, input.pathname))
  );
}

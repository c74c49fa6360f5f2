import { matchPathPattern } from '../routing/match-path-pattern';

/** Spec 9: at this width or less the floating button leaves /analytics alone. */
export const coachButtonHidingWidth = 500;

// Pages that are the coach themselves, or sales and reading pages that should not be covered (spec 2).
const hiddenPatterns = ['/', '/pricing', '/7daytrial', '/research', '/coach', '/in/assistant'];
const hiddenPrefixes = ['/research/', '/u/'];

/** Whether the floating coach button is shown on a page at a window width (spec 2 "Coach panel"). */
export function isCoachButtonVisible(pathname: string, windowWidth: number): boolean {
  if (hiddenPatterns.some((pattern) => matchPathPattern(pattern, pathname))) return false;
  if (hiddenPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  if (matchPathPattern('/analytics', pathname)) return windowWidth > coachButtonHidingWidth;
  return true;
}

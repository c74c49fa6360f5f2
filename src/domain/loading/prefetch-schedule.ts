import { matchPathPattern } from '../routing/match-path-pattern';

/** Spec 9 "Prefetch delays": the next pages' code is fetched 500, 700, 900, 1,800 and 3,000 ms after load. */
export const prefetchDelaysMs: readonly number[] = [500, 700, 900, 1_800, 3_000];

/**
 * Which page's code is fetched when: the pages in the order given (the app's main places), leaving out
 * the one on screen and any page with a parameter, one per delay. Pages beyond the fifth load on use.
 */
export function planPrefetches(
  pagePaths: readonly string[],
  currentPath: string,
): { path: string; delayMs: number }[] {
  const candidates = pagePaths.filter((path) => !path.includes(':') && !matchPathPattern(path, currentPath));
  return prefetchDelaysMs.flatMap((delayMs, index) => {
    const path = candidates[index];
    return path === undefined ? [] : [{ path, delayMs }];
  });
}

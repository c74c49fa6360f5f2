import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always runs the latest `callback`: what a memoised
 * child (a habit row) can take as a prop without re-rendering each time its parent does, and without
 * acting on a stale closure (an old list, an old order). Not for calling during render.
 */
export function useStableCallback<TArgs extends unknown[], TResult>(
  callback: (...args: TArgs) => TResult,
): (...args: TArgs) => TResult {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: TArgs) => latest.current(...args), []);
}

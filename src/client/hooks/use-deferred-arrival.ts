import { useDeferredValue } from 'react';

/**
 * `value`, except that its first arrival (from undefined) renders in React's background render,
 * which yields to the browser every few milliseconds; every later change renders at once as before.
 * A query's answer reaches the page through `useSyncExternalStore`, which React always renders
 * synchronously: the tracker's day landing drew the whole page (header, focus, agenda, first rows,
 * their effects) in one task of up to 270 ms on a phone-speed CPU (issue 37). Until then the page
 * keeps showing what it showed without the value (its skeleton).
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React takes over a page the server drew, true from then on (and at
 * once on a page the browser draws itself): what a page drawn before its script ran must not offer yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

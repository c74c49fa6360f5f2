import { startTransition, useEffect, useState } from 'react';

// True while React is taking over a page the server drew (decision 0033), and always on the server;
// false from the first effect after that, so what mounts later (and every page the browser draws
// itself) is hydrated at once.
let takingOver =
  typeof window === 'undefined' ||
  document.getElementById('root')?.hasAttribute('data-server-rendered') === true;

/**
 * False on the server and while React takes over a page the server drew, true from then on (and at
 * once on a page the browser draws itself): what a page drawn before its script ran must not offer yet.
 * The switch to true is a transition: on a page the server drew, every button turns on in slices that
 * yield to the browser, not in one task (a store's change would re-render them all synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!takingOver);
  useEffect(() => {
    takingOver = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

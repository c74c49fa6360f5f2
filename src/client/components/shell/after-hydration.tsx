import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * Its children join once React has the page (at once on a page the browser draws): for parts the
 * server never draws (their code or answers are not there). Only this wrapper re-renders then, not
 * the page around it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

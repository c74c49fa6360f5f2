import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadWithRetries } from '@/domain/loading/import-retry-schedule';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * A route's `lazy` for a page module: retried on the spec's schedule, then thrown to the crash screen.
 * The server's renderer (decision 0033) tries once: a module it cannot load is a fault of its build, and
 * waiting out the schedule would only hold the page, which the browser then draws itself.
 */
export function createLazyRoute(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  if (typeof window === 'undefined') return async () => ({ Component: await load() });
  return async () => ({ Component: await loadWithRetries(load, wait) });
}

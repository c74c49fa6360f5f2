import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { loadWithRetries } from '@/domain/loading/import-retry-schedule';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** A route's `lazy` for a page module: retried on the spec's schedule, then thrown to the crash screen. */
export function createLazyRoute(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await loadWithRetries(load, wait) });
}

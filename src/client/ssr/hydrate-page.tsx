import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { createAppRouter, createAppRoutes } from '../router';
import type { TServerRenderState } from './server-render-state';

/**
 * Takes over a page React rendered on the server (decision 0033), from what the server knew: its
 * queries' answers and the router's data, with the matched pages' code loaded first, so the first
 * render in the browser is the server's, element for element. A chunk of its own: /app, drawn by
 * the browser, never loads it.
 */
export async function hydratePage(
  root: HTMLElement,
  queryClient: QueryClient,
  state: TServerRenderState,
  app: (router: ReturnType<typeof createAppRouter>) => ReactNode,
  options: RootOptions,
): Promise<void> {
  hydrate(queryClient, state.queries);
  const routes = createAppRoutes(queryClient);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  // Hydrated in a transition, so React takes the page over in slices that yield to the browser every
  // few milliseconds; at its default priority the whole page (the tracker's rows too) was one task,
  // longer than 1 s under Lighthouse's mobile slowdown, that a tap on the drawn page would wait for.
  startTransition(() => {
    hydrateRoot(root, app(createAppRouter(queryClient, routes, state.router)), options);
  });
}

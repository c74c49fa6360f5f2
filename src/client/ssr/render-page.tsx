import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../lib/query-client';
import { createAppRoutes } from '../router';
import { writeServerRenderState } from './server-render-state';

/** A query's answer the server already has (the session, the plans, a dashboard), keyed as the app asks. */
export type TQuerySeed = { queryKey: readonly unknown[]; data: unknown };

/** How React's server renderer marks a Suspense boundary it left for the browser to render. */
const clientRenderedBoundary = '<!--$!-->';

export type TRenderedPage = {
  /** The page's elements, for #root. */
  html: string;
  /** The `<script type="application/json">` the browser hydrates from. */
  state: string;
};

/**
 * Renders one public page of the web app to HTML with React's server renderer, through the same routes
 * and components as the browser (decision 0033). Null when the address redirects or its route fails:
 * the browser then draws the page itself.
 */
export async function renderPage(url: string, seeds: readonly TQuerySeed[]): Promise<TRenderedPage | null> {
  const queryClient = createQueryClient();
  for (const seed of seeds) queryClient.setQueryData(seed.queryKey, seed.data);
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // A boundary whose code had not loaded yet (a lazy part, on the first render after a start) is sent
  // for the browser to fill, which React reports as an error when it takes the page over: the browser
  // draws such a page itself instead.
  if (html.includes(clientRenderedBoundary)) return null;
  const state = writeServerRenderState({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  });
  return { html, state };
}

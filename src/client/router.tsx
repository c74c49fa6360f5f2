import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { resolveRouteRedirect, routeRedirects } from '@/domain/routing/route-rules';
import { CrashScreen } from './components/shell/crash-screen';
import { LoadingScreen } from './components/shell/loading-screen';
import { RootLayout } from './components/shell/root-layout';
import { createLazyRoute } from './lib/lazy-route';
import { appPages, loadAppLayout, loadNotFoundPage, standalonePages, type TPageRoute } from './route-table';

function createPageRoute(queryClient: QueryClient) {
  return ({ path, load, prefetch }: TPageRoute): RouteObject => ({
    path,
    lazy: createLazyRoute(load),
    // Never awaited: the page shows its own loading state, the request just starts earlier.
    ...(prefetch && {
      loader: ({ request }: LoaderFunctionArgs) => {
        prefetch(queryClient, new URL(request.url));
        return null;
      },
    }),
  });
}

function forwardRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveRouteRedirect(url.pathname, url.search);
  if (target === null) throw new Error(`No redirect is registered for ${url.pathname}`);
  return redirect(target);
}

/** Every route of the web app: the browser's router and the server's renderer of public pages share them. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const pageRoute = createPageRoute(queryClient);
  return [
    {
      element: <RootLayout />,
      errorElement: <CrashScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        // `element: null`: the loader always redirects first, so there is never anything to render.
        ...routeRedirects.map(({ from }) => ({ path: from, loader: forwardRedirect, element: null })),
        ...standalonePages.map(pageRoute),
        { lazy: createLazyRoute(loadAppLayout), children: appPages.map(pageRoute) },
        { path: '*', lazy: createLazyRoute(loadNotFoundPage) },
      ],
    },
  ];
}

/** The browser's router; `hydrationData` comes with a page the server rendered (decision 0033). */
export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createAppRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, { hydrationData });
}

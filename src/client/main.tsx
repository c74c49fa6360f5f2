import './lib/zod-without-eval';
import './lib/style-nonce';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readStartupProblem } from '@/domain/native/startup-check';
import { AppProviders } from './app-providers';
import { StartupErrorScreen } from './components/shell/startup-error-screen';
import { meQuery, meQueryKey } from './hooks/use-session';
import type { TMe } from './lib/api-client';
import { loadAuthToken } from './lib/native-auth-token';
import { createQueryClient } from './lib/query-client';
import { reportError } from './lib/report-error';
import { serverOrigin, usesBearerAuth } from './lib/server-url';
import { createAppRouter } from './router';
import { readServerRenderState } from './ssr/server-render-state';

const queryClient = createQueryClient();
const readUserId = () => queryClient.getQueryData<TMe>(meQueryKey)?.user.id ?? null;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

type TAppRouter = ReturnType<typeof createAppRouter>;

// An error no screen caught (the router's crash screen catches the pages' own) is reported; React
// then leaves the page empty.
const rootOptions: RootOptions = {
  onUncaughtError: (error, errorInfo) =>
    reportError(error, { componentStack: errorInfo.componentStack, readUserId }),
};

const app = (router: TAppRouter) => (
  <AppProviders queryClient={queryClient}>
    <RouterProvider
      router={router}
      onError={(error, { errorInfo }) =>
        reportError(error, { componentStack: errorInfo?.componentStack, readUserId })
      }
    />
  </AppProviders>
);

/**
 * A pre-rendered page (the server put its text in #root as HTML) stays on screen until the app can show
 * the same page: its code loaded and the session known. Rendering earlier would swap the text for the
 * loading screen and back.
 */
function whenPageReady(router: TAppRouter): Promise<unknown> {
  if (!container?.hasAttribute('data-prerendered')) return Promise.resolve();
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const sessionKnown = queryClient.fetchQuery(meQuery).catch(() => null);
  return Promise.all([routerReady, sessionKnown]);
}

/** The iOS and Android apps read their session's token from the secure storage before any request. */
async function start(root: HTMLElement) {
  // A page React rendered on the server is hydrated (decision 0033), by a chunk the server preloads.
  const serverState = readServerRenderState(document);
  if (serverState) {
    const { hydratePage } = await import('./ssr/hydrate-page');
    return hydratePage(root, queryClient, serverState, app, rootOptions);
  }
  if (usesBearerAuth) await loadAuthToken();
  // Asked at once: the first screen waits on it, and the router renders only after its lazy pages load.
  void queryClient.prefetchQuery(meQuery);
  const router = createAppRouter(queryClient);
  await whenPageReady(router);
  // The first render in React's background render, which yields to the browser every few
  // milliseconds: rendered at default priority it was one task of 40 ms (160 ms with the CPU slowed
  // 4x, as Lighthouse's mobile preset counts it) that a tap on the first paint would wait for.
  const reactRoot = createRoot(root, rootOptions);
  startTransition(() => reactRoot.render(app(router)));
}

const startupProblem = readStartupProblem({
  nativeBuild: import.meta.env.VITE_COMPOUND_NATIVE_BUILD === '1',
  serverUrl: serverOrigin,
});
if (startupProblem)
  createRoot(container, rootOptions).render(<StartupErrorScreen message={startupProblem} />);
else void start(container);

/**
 * The service worker (offline app, push reminders, update prompt) registers once the page has
 * loaded: its precache downloads never compete with the first paint. Not in development (the worker
 * would cache Vite's modules) nor in the native apps (their pages come with the app).
 */
if (import.meta.env.PROD && !usesBearerAuth && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa/register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

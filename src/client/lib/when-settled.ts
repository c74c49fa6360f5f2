import type { QueryClient } from '@tanstack/react-query';

/**
 * Runs `task` once the page has loaded, its queries have their answers and the browser is idle, so a
 * prefetch never competes with the first screen for the server, the network or the main thread (the
 * load event alone comes before the API reads index.html preloads). Returns a function that cancels it.
 */
export function whenSettled(queryClient: QueryClient, task: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  let stopWatching = () => {};
  const afterQueries = () => {
    if (queryClient.isFetching() > 0) return;
    stopWatching();
    handle = idle(task);
  };
  const afterLoad = () => {
    stopWatching = queryClient.getQueryCache().subscribe(afterQueries);
    afterQueries();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    stopWatching();
    if (handle !== undefined) cancelIdle(handle);
  };
}

/**
 * Runs `task` once the page has loaded (scripts, styles and the API reads index.html preloads) and
 * then the browser is idle, so a prefetch never competes with the first screen for the server, the
 * network or the main thread. Returns a function that cancels it.
 */
export function whenSettled(task: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let handle: number | undefined;
  const schedule = () => {
    handle = idle(task);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (handle !== undefined) cancelIdle(handle);
  };
}

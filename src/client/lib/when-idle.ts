/**
 * Runs `run` in a task of its own once the browser has a quiet moment, at the latest after `limitMs`;
 * gives back a way to call it off. Work an effect starts after React takes a page over (loading code
 * for later, starting a sync) would otherwise all run in the one task that flushes the effects: on a
 * slow phone the injected preload links alone held that task past 150 ms (decision 0033, ninth pass).
 * Safari has no requestIdleCallback: there a zero timeout still gives the work its own task.
 */
export function whenIdle(run: () => void, limitMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: limitMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

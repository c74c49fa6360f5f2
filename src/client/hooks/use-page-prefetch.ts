import { useEffect } from 'react';
import { planPrefetches } from '@/domain/loading/prefetch-schedule';
import { pageCodeElementId, parsePageCode } from '@/domain/routing/page-code';
import { appNavigation } from '../components/app/app-navigation';

/** A connection the user asked to spare (Data Saver) is not spent on pages they may never open. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** Whether this document has loaded the file already (a script, a preload, an earlier fetch). */
function isLoaded(file: string): boolean {
  return performance.getEntriesByName(new URL(file, window.location.href).href).length > 0;
}

/**
 * Downloads files into the browser's cache (they are immutable, cached for a year) without running
 * them: the page's `import()` finds them there when the place is opened. Importing ahead would
 * evaluate each page and its libraries on this page's main thread, one long task each on a phone.
 */
function fetchAhead(files: readonly string[]): void {
  for (const file of files) {
    if (isLoaded(file)) continue;
    void fetch(file, { priority: 'low' })
      .then((response) => response.blob())
      .catch(() => undefined);
  }
}

/**
 * Spec 9 "Prefetch delays": the code of the app's next places (in navigation order) is fetched at 500,
 * 700, 900, 1,800 and 3,000 ms, so moving between them does not wait for it. The files of each place
 * come with the page from the server (domain/routing/page-code.ts); without them nothing is fetched
 * (the service worker's shell, whose worker holds every file already, or the native apps' own files).
 * Returns what stops the fetches not started yet.
 */
export function startPagePrefetch(currentPath: string): () => void {
  const code = parsePageCode(document.getElementById(pageCodeElementId)?.textContent);
  const plan = planPrefetches(
    appNavigation.map((item) => item.path),
    currentPath,
  );
  const timers = plan.map(({ path, delayMs }) =>
    window.setTimeout(() => fetchAhead(code[path] ?? []), delayMs),
  );
  return () => {
    for (const timer of timers) window.clearTimeout(timer);
  };
}

/** The page prefetch, once the page has loaded, so none of it competes with the first screen. */
export function usePagePrefetch(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || savesData()) return;
    let stop = () => {};
    const start = () => {
      stop = startPagePrefetch(window.location.pathname);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      stop();
    };
  }, [enabled]);
}

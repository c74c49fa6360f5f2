import { useEffect } from 'react';
import { planPrefetches } from '@/domain/loading/prefetch-schedule';
import { matchPathPattern } from '@/domain/routing/match-path-pattern';
import { appNavigation } from '../components/app/app-navigation';
import { appPages, standalonePages } from '../route-table';

function pageLoader(path: string) {
  return [...appPages, ...standalonePages].find((page) => matchPathPattern(page.path, path))?.load;
}

/** A connection the user asked to spare (Data Saver) is not spent on pages they may never open. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Spec 9 "Prefetch delays": once the page has loaded, the code of the app's next places (in navigation
 * order) is fetched at 500, 700, 900, 1,800 and 3,000 ms, so moving between them does not wait for it.
 * Only after the load event, so none of it competes with the first screen.
 */
export function usePagePrefetch(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || savesData()) return;
    const timers: number[] = [];
    const start = () => {
      const plan = planPrefetches(
        appNavigation.map((item) => item.path),
        window.location.pathname,
      );
      for (const { path, delayMs } of plan) {
        timers.push(window.setTimeout(() => void pageLoader(path)?.().catch(() => undefined), delayMs));
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [enabled]);
}

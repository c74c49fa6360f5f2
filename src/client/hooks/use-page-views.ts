import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page counts once it has been on screen this long: its title is set by then (lazy pages included),
 * and a redirect or a page passed through on the way somewhere else is not counted.
 */
export const pageViewSettleMs = 800;

/**
 * A page_view on each route change (lib/report-page-view.ts). Its code loads when the page has
 * settled, so none of it is part of the first paint.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void import('../lib/report-page-view')
        .then((module) => module.reportPageView(pathname))
        .catch(() => undefined);
    }, pageViewSettleMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

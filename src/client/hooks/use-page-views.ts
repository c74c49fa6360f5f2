import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { asksNotToBeTracked, redactPageLocation, redactPagePath } from '@/domain/analytics/page-views';
import { sendPageView } from '../lib/page-views-api';
import { serverOrigin } from '../lib/server-url';

/**
 * A page counts once it has been on screen this long: its title is set by then (lazy pages included),
 * and a redirect or a page passed through on the way somewhere else is not counted.
 */
export const pageViewSettleMs = 800;

function browserAsksNotToBeTracked(): boolean {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return asksNotToBeTracked({ dnt: navigator.doNotTrack, gpc: gpc ? '1' : null });
}

/**
 * Spec 7: a page_view with path, location and title on each route change, to our own server only
 * (decision 0038). A browser with Do-Not-Track or Global Privacy Control on sends nothing. The native
 * apps' own origin (capacitor://localhost) means nothing to anyone, so they report the server's address.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (browserAsksNotToBeTracked()) return;
    const origin = serverOrigin || window.location.origin;
    const timer = window.setTimeout(() => {
      void sendPageView({
        path: redactPagePath(pathname),
        location: redactPageLocation(`${origin}${pathname}`),
        title: document.title,
      });
    }, pageViewSettleMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

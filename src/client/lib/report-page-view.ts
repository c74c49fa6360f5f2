import { asksNotToBeTracked, redactPageLocation, redactPagePath } from '@/domain/analytics/page-views';
import { sendPageView } from './page-views-api';
import { serverOrigin } from './server-url';

function browserAsksNotToBeTracked(): boolean {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return asksNotToBeTracked({ dnt: navigator.doNotTrack, gpc: gpc ? '1' : null });
}

/**
 * Spec 7: one page_view with path, location and title, to our own server only (decision 0038). A
 * browser with Do-Not-Track or Global Privacy Control on sends nothing. The native apps' own origin
 * (capacitor://localhost) means nothing to anyone, so they report the server's address.
 */
export async function reportPageView(pathname: string): Promise<void> {
  if (browserAsksNotToBeTracked()) return;
  const origin = serverOrigin || window.location.origin;
  await sendPageView({
    path: redactPagePath(pathname),
    location: redactPageLocation(`${origin}${pathname}`),
    title: document.title,
  });
}

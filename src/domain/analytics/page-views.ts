// The zod schemas live in page-view-schemas.ts: the browser's entry uses these functions, and zod would
// then load before the first paint.
import type { TPageViewEvent } from './page-view-schemas';

export type { TPageViewCounts, TPageViewEvent } from './page-view-schemas';

/**
 * Spec 7: "Analytics page_view events with path, location and title", kept first-party (docs/page-views.md,
 * decision 0038): the browser reports a page to Compound's own server, which keeps the path, the address
 * without its query or fragment, the title and the day, plus the account id when signed in; no address,
 * no user agent, no query string. The same redaction runs in the browser and on the server.
 */
export const pageViewTitleMaxLength = 200;
export const pageViewPathMaxLength = 300;
export const pageViewPeriods = [7, 30] as const;
export type TPageViewPeriod = (typeof pageViewPeriods)[number];

const uuidSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path fit to keep: a public dashboard's unguessable address (/d/…) is its secret, and ids name a
 * user's own records, so both become placeholders; anything after ? or # is dropped.
 */
export function redactPagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const segments = bare.split('/').map((segment, index, all) => {
    if (index === 2 && all[1] === 'd' && segment !== '') return ':hash';
    return uuidSegment.test(segment) ? ':id' : segment;
  });
  const redacted = segments.join('/') || '/';
  return redacted.length > pageViewPathMaxLength ? redacted.slice(0, pageViewPathMaxLength) : redacted;
}

/** The address without its query string or fragment (tokens, ids, search terms), path redacted. */
export function redactPageLocation(location: string): string {
  const url = new URL(location);
  return `${url.origin}${redactPagePath(url.pathname)}`;
}

/** The page view as it is kept: every part redacted and bounded. */
export function toRecordedPageView(event: TPageViewEvent): TPageViewEvent {
  return {
    path: redactPagePath(event.path),
    location: redactPageLocation(event.location),
    title: event.title.slice(0, pageViewTitleMaxLength),
  };
}

/**
 * Do-Not-Track and Global Privacy Control: a browser that asks not to be tracked is not recorded,
 * whichever of the two signals it sends (the header, or navigator.doNotTrack in the page).
 */
export function asksNotToBeTracked(signals: { dnt?: string | null; gpc?: string | null }): boolean {
  return signals.dnt?.trim() === '1' || signals.gpc?.trim() === '1';
}

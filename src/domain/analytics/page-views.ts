import { z } from 'zod';

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

export const ZPageViewEvent = z.object({
  path: z.string().trim().min(1).max(2000).startsWith('/', 'A page view’s path starts with /'),
  location: z
    .url({ protocol: /^https?$/, error: 'A page view’s location must be an http(s) address' })
    .max(4000),
  title: z.string().trim().max(1000),
});
export type TPageViewEvent = z.infer<typeof ZPageViewEvent>;

export const ZPageViewCounts = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
  total: z.number().int(),
  paths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type TPageViewCounts = z.infer<typeof ZPageViewCounts>;

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

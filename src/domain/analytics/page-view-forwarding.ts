import type { TPageViewEvent } from './page-views';

/**
 * The request that passes a recorded page view on to the operator's own analytics (decision 0038),
 * in the shape each service's public event API takes:
 * - Plausible's Events API (POST /api/event): `{ name: 'pageview', url, domain }` with the browser's
 *   User-Agent, which Plausible requires; no X-Forwarded-For, so no visitor's address leaves the server.
 * - PostHog's capture endpoint (POST /i/v0/e/ or /capture/): `{ api_key, event: '$pageview',
 *   distinct_id, properties, timestamp }`, anonymous (a fresh id, no person profile).
 * Only what was recorded goes: the redacted address, path and title.
 */
export const pageViewForwardKinds = ['plausible', 'posthog'] as const;
export type TPageViewForwardKind = (typeof pageViewForwardKinds)[number];

export type TPageViewForward = { kind: TPageViewForwardKind; url: string; apiKey?: string };

export type TForwardRequest = { url: string; headers: Record<string, string>; body: string };

export function buildForwardRequest(
  forward: TPageViewForward,
  view: TPageViewEvent,
  context: { userAgent: string | null; now: Date; anonymousId: string },
): TForwardRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forward.kind === 'plausible') {
    if (context.userAgent) headers['user-agent'] = context.userAgent;
    const body = { name: 'pageview', url: view.location, domain: new URL(view.location).hostname };
    return { url: forward.url, headers, body: JSON.stringify(body) };
  }
  const body = {
    api_key: forward.apiKey ?? '',
    event: '$pageview',
    distinct_id: context.anonymousId,
    timestamp: context.now.toISOString(),
    properties: {
      $current_url: view.location,
      $pathname: view.path,
      title: view.title,
      $process_person_profile: false,
    },
  };
  return { url: forward.url, headers, body: JSON.stringify(body) };
}

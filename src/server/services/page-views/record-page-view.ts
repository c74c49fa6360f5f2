import { randomUUID } from 'node:crypto';
import { buildForwardRequest, type TPageViewForward } from '../../../domain/analytics/page-view-forwarding';
import { type TPageViewEvent, toRecordedPageView } from '../../../domain/analytics/page-views';
import type { Database } from '../../db/client';
import { pageViews } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export type TPageViewDeps = { db: Database; logger: Logger; forward: TPageViewForward | null };

/** A forward waits this long at most: the operator's analytics being slow never holds a request. */
const forwardTimeoutMs = 5_000;

/**
 * Keeps one page view (decision 0038): redacted, on the UTC day, with the account if signed in; then
 * passes it on to the operator's analytics when configured, without waiting for it.
 */
export async function recordPageView(
  deps: TPageViewDeps,
  event: TPageViewEvent,
  visitor: { userId: string | null; userAgent: string | null },
  now = new Date(),
): Promise<void> {
  const view = toRecordedPageView(event);
  await deps.db
    .insert(pageViews)
    .values({ ...view, userId: visitor.userId, day: now.toISOString().slice(0, 10) });
  // Not awaited: the answer never waits on the operator's analytics (forwardPageView logs its failures).
  if (deps.forward) void forwardPageView(deps, deps.forward, view, visitor.userAgent, now);
}

async function forwardPageView(
  deps: TPageViewDeps,
  forward: TPageViewForward,
  view: TPageViewEvent,
  userAgent: string | null,
  now: Date,
): Promise<void> {
  const request = buildForwardRequest(forward, view, { userAgent, now, anonymousId: randomUUID() });
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(forwardTimeoutMs),
    });
    if (!response.ok)
      deps.logger.warn('page view forward refused', { status: response.status, kind: forward.kind });
  } catch (error) {
    deps.logger.warn('page view forward failed', { error: String(error), kind: forward.kind });
  }
}

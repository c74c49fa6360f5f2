import type { SSEStreamingApi } from 'hono/streaming';
import type { TPublicDashboard, TPublicDashboardRequest } from '../../../domain/dashboards/dashboards-api';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/realtime-hub';
import { throttleChanges } from '../../realtime/throttle-changes';
import { loadPublicDashboard } from '../../services/dashboards/load-public-dashboard';
import { heartbeatIntervalMs } from '../realtime/realtime.routes';

type TStreamInput = {
  sse: SSEStreamingApi;
  db: Database;
  realtime: RealtimeHub;
  request: TPublicDashboardRequest;
  viewerId: string | null;
  ownerId: string;
  first: TPublicDashboard;
};

/**
 * /u/{slug}/live: the owner's changes arrive as notices naming only a kind; each is answered by building
 * the public answer again and sending it only when it differs from the last one sent. So a log of an
 * unshared habit, a note or anything else not chosen sends nothing: the stream carries only what is
 * shared, in the same allow-listed shape as POST /api/public-dashboard. When the dashboard stops being
 * shared (made private, its link regenerated), a `gone` event ends the stream.
 */
export async function streamPublicDashboard({
  sse,
  db,
  realtime,
  request,
  viewerId,
  ownerId,
  first,
}: TStreamInput) {
  let last = JSON.stringify(first);
  let refreshing: Promise<void> = Promise.resolve();
  const send = (event: object) => sse.writeSSE({ data: JSON.stringify(event) }).catch(() => sse.abort());

  const refresh = () => {
    refreshing = refreshing.then(async () => {
      const { lookup, answer } = await loadPublicDashboard(db, request, viewerId);
      if (lookup.kind !== 'found') {
        await send({ type: 'gone', dashboard: answer });
        sse.abort();
        return;
      }
      const text = JSON.stringify(answer);
      if (text === last) return;
      last = text;
      await send({ type: 'dashboard', dashboard: answer });
    });
    refreshing.catch(() => sse.abort());
  };
  // Every kind of change may touch what is shown (a habit renamed, a goal's progress, the time zone), so
  // all are folded into one refresh at most every 500 ms (spec 9).
  const throttle = throttleChanges(refresh);
  const unsubscribe = await realtime.subscribe(
    ownerId,
    () => throttle.push('habit_logs'),
    () => sse.abort(),
  );
  const heartbeat = setInterval(() => sse.write(': ping\n\n').catch(() => sse.abort()), heartbeatIntervalMs);
  const closed = new Promise<void>((resolve) => sse.onAbort(resolve));
  await sse.write(': connected\n\n');
  await send({ type: 'dashboard', dashboard: first });
  // A change saved between the first read and the subscription is caught here (sent only if it differs).
  refresh();
  await closed;
  clearInterval(heartbeat);
  throttle.stop();
  unsubscribe();
}

import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { TChangeEvent } from '../../../domain/realtime/change-event';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { throttleChanges } from '../../realtime/throttle-changes';

/** Proxies and load balancers close a silent connection after 30 to 60 s; a comment keeps it open. */
export const heartbeatIntervalMs = 25_000;

const stream = createRoute({
  method: 'get',
  path: '/realtime',
  summary: 'Follow changes to your data live',
  tags: ['realtime'],
  middleware: [requireUser()] as const,
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string() } },
      description:
        'Server-sent events: `data: {"type": "goals" | "preferences" | "habits" | "habit_logs" | "skills" | "focus_sessions"}` after a change, at most 2 a second; a `: connected` comment once listening, `: ping` every 25 s',
    },
    401: errorResponse('Not signed in'),
  },
});

export function realtimeRoutes({ realtime, logger }: AppDeps) {
  return createRouter().openapi(stream, (c) => {
    const userId = signedInUserId(c);
    return streamSSE(
      c,
      async (sse) => {
        const throttle = throttleChanges((kind) => {
          const event: TChangeEvent = { type: kind };
          sse.writeSSE({ data: JSON.stringify(event) }).catch(() => sse.abort());
        });
        // On shutdown the hub ends the stream, so the server need not wait for the browser to leave.
        const unsubscribe = await realtime.subscribe(userId, throttle.push, () => sse.abort());
        const heartbeat = setInterval(
          () => sse.write(': ping\n\n').catch(() => sse.abort()),
          heartbeatIntervalMs,
        );
        const closed = new Promise<void>((resolve) => sse.onAbort(resolve));
        await sse.write(': connected\n\n');
        await closed;
        clearInterval(heartbeat);
        throttle.stop();
        unsubscribe();
      },
      async (error) => logger.error('Realtime stream failed', error),
    );
  });
}

import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

export type THeader = readonly [name: string, value: string];

/** Node's response, when the app is served by @hono/node-server (absent under app.request in tests). */
function nodeResponseOf(c: Context): ServerResponse | undefined {
  const env = c.env as { outgoing?: ServerResponse } | undefined;
  return env?.outgoing;
}

/**
 * Runs the rest of the request and gives its answer these headers, unless the answer sets its own.
 *
 * Served by Node, they go on Node's response and are written with the status line. Set on Hono's
 * instead, before the handler they turn every answer's headers into a web Headers object, and after
 * it they turn the handler's plain headers into one; node-server then copies them out header by
 * header, sorted. Together that was a tenth of the habit-log save's CPU (decision 0024).
 */
export async function withAnswerHeaders(c: Context, next: Next, headers: readonly THeader[]): Promise<void> {
  const outgoing = nodeResponseOf(c);
  if (outgoing && !outgoing.headersSent) {
    // writeHead's own headers (the answer's) take precedence over these, as below.
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './answer-headers';

export const requestIdHeader = 'X-Request-Id';

// A caller's own id (a proxy's) is kept when it is short and plain, as Hono's requestId middleware does.
const acceptedId = /^[\w\-=]{1,255}$/;

/**
 * Every answer carries X-Request-Id, and every error logged names it (c.get('requestId')), so a user's
 * report finds its line. Hono's requestId middleware, on the headers path answer-headers.ts avoids.
 */
export function requestId(): MiddlewareHandler {
  return (c, next) => {
    const sent = c.req.header(requestIdHeader);
    const id = sent !== undefined && acceptedId.test(sent) ? sent : randomUUID();
    c.set('requestId', id);
    return withAnswerHeaders(c, next, [[requestIdHeader, id]]);
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

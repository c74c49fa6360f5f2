import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './api-error';

const tooLarge = (c: Context) =>
  c.json(errorBody('payload_too_large', 'The request body is too large.'), 413);

/**
 * Refuses request bodies over maxBytes with 413. A body of declared length is judged by its
 * Content-Length, which Node's HTTP parser holds the body to, without touching the body: Hono's own
 * bodyLimit reads `request.body`, which turns Node's request into a web Request with a stream, a
 * sixth of the CPU of a small save. A chunked body (or a Request made in-process) is counted as it
 * streams, and a body the input boundary has already read is measured as read.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const counting = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // Already read by the input boundary: its size is known, and the body can no longer be streamed.
    const read = c.req.bodyCache.text;
    if (read !== undefined) return Buffer.byteLength(await read) > maxBytes ? tooLarge(c) : next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counting(c, next);
    if (Number(declared) > maxBytes) return tooLarge(c);
    return next();
  };
}

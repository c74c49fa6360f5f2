import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address. Behind trustedHops proxies of the operator's own, each appends the address it
 * saw to X-Forwarded-For, so the caller is the trustedHops-th entry from the right: everything to its
 * left was written by the caller and can be forged (decision 0026). With no trusted proxy, the socket's.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const caller = hops[Math.max(0, hops.length - trustedHops)];
    if (caller) return caller;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}

/** The longest a query waits before its connection is opened again after failures, in seconds. */
export const maxReconnectDelaySeconds = 1;

/**
 * How long postgres.js waits before reopening a connection, given the failures the pool has counted
 * since its last good connection. Its default grows as 3^failures / 100 up to 20 s, and the count is
 * shared by the whole pool: a restart that fails a few dozen connection attempts makes the next
 * request wait up to 20 s on a database that is already back (8 requests hung over 15 s in the
 * restart bench). Here it doubles from 50 ms to at most a second, with jitter so that twenty
 * connections do not knock at once; a request during a longer outage still fails within a second or
 * two and is answered 503 (http/answer-error.ts).
 */
export function reconnectBackoff(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(0.05 * 2 ** Math.max(0, failures), maxReconnectDelaySeconds);
  return ceiling * (0.5 + random() / 2);
}

type TFetch<TArgs extends unknown[]> = (request: Request, ...rest: TArgs) => Response | Promise<Response>;

export type TRequestsInFlight = {
  /** The server's fetch handler, counted: a request is in flight until its handler has answered. */
  track: <TArgs extends unknown[]>(fetch: TFetch<TArgs>) => TFetch<TArgs>;
  /** Resolves once no handler is running, or after `limitMs`, whichever comes first. */
  settled: (limitMs: number) => Promise<void>;
};

/**
 * Counts the requests whose handlers are still running, so a shutdown closes the database only once
 * they have answered (or a bound has passed) instead of failing their last queries with "closed".
 */
export function createRequestsInFlight(): TRequestsInFlight {
  let running = 0;
  const waiting = new Set<() => void>();
  const finish = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  return {
    track:
      (fetch) =>
      async (request, ...rest) => {
        running += 1;
        try {
          return await fetch(request, ...rest);
        } finally {
          finish();
        }
      },
    settled: (limitMs) => {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(done);
          resolve();
        }, limitMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.add(done);
      });
    },
  };
}

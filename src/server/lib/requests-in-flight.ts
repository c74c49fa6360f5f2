type TFetch<TArgs extends unknown[]> = (request: Request, ...rest: TArgs) => Response | Promise<Response>;

/** The node response @hono/node-server hands the handler as its second argument ({ incoming, outgoing }). */
type TNodeBindings = {
  outgoing?: { closed?: boolean; once: (event: 'close', listener: () => void) => unknown };
};

export type TRequestsInFlight = {
  /**
   * The server's fetch handler, counted: a request is in flight until its answer has been written
   * (node's response closed), or until its handler has answered where there is no node response.
   * Once draining, a new request is answered 503 with Retry-After and every answer asks the client
   * to close its connection, so nothing new starts on a connection the stop is about to end.
   */
  track: <TArgs extends unknown[]>(fetch: TFetch<TArgs>) => TFetch<TArgs>;
  /** Starts the drain: from now on, new requests are turned away. */
  drain: () => void;
  /** Resolves once no request is in flight, or after `limitMs`, whichever comes first. */
  settled: (limitMs: number) => Promise<void>;
};

/** Seconds a client turned away during a stop should wait: a restart takes about this long. */
export const drainRetryAfterSeconds = 5;

export const drainingMessage = 'The server is restarting. Try again in a few seconds.';

function drainingAnswer(): Response {
  return Response.json(
    { error: { code: 'server_restarting', message: drainingMessage } },
    {
      status: 503,
      headers: { 'retry-after': String(drainRetryAfterSeconds), connection: 'close' },
    },
  );
}

/** Marks an answer written during the drain so node closes its connection afterwards. */
function closeAfter(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
  } catch {
    // Immutable headers (a redirect made by Response.redirect): closeIdleConnections ends it instead.
  }
  return response;
}

/**
 * Counts the requests still being answered, so a shutdown ends connections and closes the database
 * only once they have answered (or a bound has passed) instead of cutting answers to committed writes.
 */
export function createRequestsInFlight(): TRequestsInFlight {
  let running = 0;
  let draining = false;
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
        if (draining) return drainingAnswer();
        running += 1;
        const outgoing = (rest[0] as TNodeBindings | undefined)?.outgoing;
        let finished = false;
        const finishOnce = () => {
          if (finished) return;
          finished = true;
          finish();
        };
        try {
          const response = await fetch(request, ...rest);
          // The answer still has to be written: count the request until node's response closes.
          if (outgoing && !outgoing.closed) outgoing.once('close', finishOnce);
          else finishOnce();
          return draining ? closeAfter(response) : response;
        } catch (error) {
          finishOnce();
          throw error;
        }
      },
    drain: () => {
      draining = true;
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

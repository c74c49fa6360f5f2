import { createEventStreamParser, type TServerSentEvent } from '@/domain/http/event-stream-parser';

export type TEventStreamHandlers = {
  /** A connection was made (the first, or a reconnection after a drop). */
  onOpen(): void;
  onEvent(event: TServerSentEvent): void;
};

/** Wait before the next attempt after `failures` failed ones in a row: 1 s, doubling, at most 30 s. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function readEvents(body: NonNullable<Response['body']>, onEvent: (event: TServerSentEvent) => void) {
  const parser = createEventStreamParser();
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(value)) onEvent(event);
    }
    for (const event of parser.end()) onEvent(event);
  } finally {
    reader.releaseLock();
  }
}

/**
 * Follows a server-sent event stream over fetch, for what EventSource cannot do: the apps' requests
 * carry `Authorization: Bearer`, which EventSource has no way to send. Like EventSource it reconnects
 * after a drop or a server error (backing off, see reconnectDelayMs); unlike it, it stops for good on
 * 401 or 403, since a signed-out session will not come back by retrying. Returns the function that
 * closes it.
 */
export function followEventStream(
  open: (signal: AbortSignal) => Promise<Response>,
  handlers: TEventStreamHandlers,
): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  void (async () => {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const response = await open(signal);
        if (response.status === 401 || response.status === 403) return;
        if (response.ok && response.body) {
          failures = 0;
          handlers.onOpen();
          await readEvents(response.body, handlers.onEvent);
        }
      } catch {
        // A dropped or refused connection: try again below, as EventSource would.
      }
      failures += 1;
      await sleep(reconnectDelayMs(failures), signal);
    }
  })();
  return () => abort.abort();
}

/**
 * Reads an open GET /api/realtime response: its events as they arrive, each with the time it came.
 * Resolves once the server says it is listening (`: connected`), so a write made after that is never
 * missed. Used by the realtime tests and the realtime bench.
 */
export async function readChangeStream(response: Response, abort: AbortController) {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('The stream has no body');
  const events: { type: string; at: number }[] = [];
  const waiters = new Set<() => void>();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      if (value.includes(': connected')) connected();
      for (const match of value.matchAll(/^data: (.*)$/gm)) {
        events.push({ ...JSON.parse(match[1] ?? 'null'), at: performance.now() });
      }
      for (const wake of waiters) wake();
    }
  })();
  await ready;

  /** The first event of that kind, waiting for it up to timeoutMs. */
  async function next(type: string, timeoutMs = 5_000) {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = events.find((event) => event.type === type);
      if (found) return found;
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`No ${type} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, left);
      });
    }
  }

  /** Waits until no event has come for quietMs: longer than the throttle's interval (spec 9: 2 a second). */
  async function untilQuiet(quietMs = 800) {
    for (;;) {
      const seen = events.length;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      if (events.length === seen) return;
    }
  }

  return {
    events,
    next,
    untilQuiet,
    close: async () => {
      await reader.cancel().catch(() => {});
      abort.abort();
      await pump;
    },
  };
}

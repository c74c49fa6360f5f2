import { realtimeEventIntervalMs, type TChangeKind } from '../../domain/realtime/change-event';

export type ChangeThrottle = { push: (kind: TChangeKind) => void; stop: () => void };

/**
 * Sends at most one event per interval (spec 9: 2 a second). A burst is coalesced: a kind already
 * waiting is not queued again, so fifty habit logs saved at once become one habit_logs event, and
 * different kinds go out one interval apart.
 */
export function throttleChanges(
  send: (kind: TChangeKind) => void,
  intervalMs = realtimeEventIntervalMs,
): ChangeThrottle {
  const waiting = new Set<TChangeKind>();
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    timer = undefined;
    const [next] = waiting;
    if (next === undefined) return;
    waiting.delete(next);
    lastSentAt = performance.now();
    send(next);
    if (waiting.size > 0) timer = setTimeout(flush, intervalMs);
  }

  return {
    push(kind) {
      waiting.add(kind);
      if (timer) return;
      timer = setTimeout(flush, Math.max(0, lastSentAt + intervalMs - performance.now()));
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}

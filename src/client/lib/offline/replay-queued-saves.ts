import { listQueuedSaves, removeQueuedSave, type TQueuedSave } from './habit-log-queue';

/** What became of one replayed save: kept by the server, refused for good, or to try later. */
export type TReplayOutcome =
  | { outcome: 'saved' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'later' };

export type TReplayResult = { saved: number; refused: string[]; left: number };

// One replay at a time across the page's tabs and the service worker: two would send the same save twice.
const lockName = 'compound-habit-log-replay';

function withReplayLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(lockName, run) : run();
}

/**
 * Sends a user's waiting saves one after another, oldest first (decision 0007: saves reach the server
 * in the order they were made), until the queue is empty or one must wait (no connection, a server
 * error, signed out): the ones after it wait too, so none overtakes it. A save the server refuses
 * (its habit deleted meanwhile) leaves the queue with its message. Saves queued during the replay
 * are sent by it as well.
 */
export function replayQueuedSaves(
  userId: string,
  send: (save: TQueuedSave) => Promise<TReplayOutcome>,
): Promise<TReplayResult> {
  return withReplayLock(async () => {
    const result: TReplayResult = { saved: 0, refused: [], left: 0 };
    for (;;) {
      const waiting = await listQueuedSaves(userId);
      const [next] = waiting;
      if (!next) return result;
      const sent = await send(next);
      if (sent.outcome === 'later') return { ...result, left: waiting.length };
      await removeQueuedSave(next.seq);
      if (sent.outcome === 'saved') result.saved += 1;
      else result.refused.push(sent.message);
    }
  });
}

/** Statuses worth trying again later: signed out for now, the same key still running, limited, or failing. */
const isTemporary = (status: number) => status === 401 || status === 409 || status === 429 || status >= 500;

/** One replayed save over HTTP, with its Idempotency-Key (page and service worker alike). */
export async function sendQueuedSave(
  save: TQueuedSave,
  { url, fetch: send }: { url: string; fetch: typeof fetch },
): Promise<TReplayOutcome> {
  let response: Response;
  try {
    response = await send(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'idempotency-key': save.key },
      body: JSON.stringify(save.request),
    });
  } catch {
    return { outcome: 'later' };
  }
  if (response.ok) return { outcome: 'saved' };
  if (isTemporary(response.status)) return { outcome: 'later' };
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return {
    outcome: 'refused',
    message: body?.error?.message ?? `The save was refused (${response.status}).`,
  };
}

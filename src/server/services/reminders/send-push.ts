import webpush from 'web-push';
import type { ReminderPushPayload } from '../../../domain/reminders/reminder-push';
import { reminderCatchUpMs } from '../../../domain/reminders/reminder-schedule';
import type { TVapidKeys } from './vapid-keys';

export type TPushTarget = { endpoint: string; p256dh: string; auth: string };
/** ok: the push service took it; gone: the subscription no longer exists (404, 410); failed: try again. */
export type TPushResult = { kind: 'ok' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const sendTimeoutMs = 10_000;

/**
 * Encrypts the payload for one browser (RFC 8291, aes128gcm) and POSTs it to its push service, signed
 * with the server's VAPID key. The push service keeps it no longer than the catch-up window (TTL), so
 * a phone that was off does not get a reminder hours late.
 */
export async function sendPush(
  target: TPushTarget,
  payload: ReminderPushPayload,
  vapid: TVapidKeys,
): Promise<TPushResult> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: Math.floor(reminderCatchUpMs / 1000),
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
  } catch {
    // Keys a browser would never send (the subscription was saved with bad keys): it can never work.
    return { kind: 'gone' };
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'ok' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    return { kind: 'failed', reason: `The push service answered ${response.status}` };
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message };
  }
}

/** Runs `work` on every item with at most `limit` at once; results in the items' order. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

import type WebPush from 'web-push';
import type { ReminderPushPayload } from '../../../domain/reminders/reminder-push';
import { reminderCatchUpMs } from '../../../domain/reminders/reminder-schedule';
import { resolveWebhookTarget } from '../webhooks/check-webhook-target';
import { postPinned } from '../webhooks/pinned-post';
import type { TVapidKeys } from './vapid-keys';

export type TPushTarget = { endpoint: string; p256dh: string; auth: string };
/** ok: the push service took it; gone: the subscription no longer exists (404, 410); failed: try again. */
export type TPushResult = { kind: 'ok' } | { kind: 'gone' } | { kind: 'failed'; reason: string };

const sendTimeoutMs = 10_000;

/** A VAPID token is valid 12 hours; one per push service origin is reused for an hour. */
const vapidTokenSeconds = 12 * 3600;
const vapidReuseMs = 3_600_000;
const vapidHeaders = new Map<string, { authorization: string; until: number; key: string }>();

/**
 * The Authorization header for a push service: a JWT signed with the server's VAPID key. Signing is
 * most of a push's cost, and the token only names the service's origin, so it is reused meanwhile.
 */
function vapidAuthorization(webpush: typeof WebPush, endpoint: string, vapid: TVapidKeys): string {
  const audience = new URL(endpoint).origin;
  const now = Date.now();
  const cached = vapidHeaders.get(audience);
  if (cached && cached.until > now && cached.key === vapid.publicKey) return cached.authorization;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + vapidTokenSeconds,
  );
  vapidHeaders.set(audience, {
    authorization: headers.Authorization,
    until: now + vapidReuseMs,
    key: vapid.publicKey,
  });
  return headers.Authorization;
}

/**
 * Encrypts the payload for one browser (RFC 8291, aes128gcm, by `web-push`) and POSTs it to its push
 * service with the VAPID header. The push service keeps it no longer than the catch-up window (TTL),
 * so a phone that was off does not get a reminder hours late.
 */
export async function sendPush(
  target: TPushTarget,
  payload: ReminderPushPayload,
  vapid: TVapidKeys,
  allowPrivate: boolean,
): Promise<TPushResult> {
  // Loaded at the first push, not while the server starts (decision 0035).
  const { default: webpush } = await import('web-push');
  let body: Buffer;
  let authorization: string;
  try {
    body = webpush.encrypt(target.p256dh, target.auth, JSON.stringify(payload), 'aes128gcm').cipherText;
    authorization = vapidAuthorization(webpush, target.endpoint, vapid);
  } catch {
    // Keys a browser would never send (the subscription was saved with bad keys): it can never work.
    return { kind: 'gone' };
  }
  // Like a webhook: one lookup, checked, and the push connects to the address checked (decision 0035).
  const checked = await resolveWebhookTarget(target.endpoint, allowPrivate);
  if ('refusal' in checked) return { kind: 'failed', reason: checked.refusal };
  try {
    const headers = {
      TTL: String(Math.floor(reminderCatchUpMs / 1000)),
      Urgency: 'high',
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      Authorization: authorization,
    };
    const init = { headers, body: new Uint8Array(body), timeoutMs: sendTimeoutMs };
    const status = await postPinned(target.endpoint, init, checked.pinned);
    if (status >= 200 && status < 300) return { kind: 'ok' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    return { kind: 'failed', reason: `The push service answered ${status}` };
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

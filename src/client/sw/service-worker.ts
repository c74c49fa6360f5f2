import '../lib/zod-without-eval';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  type ReminderPushPayload,
  reminderNotificationButtons,
  ZReminderNotificationActionName,
  ZReminderPushPayload,
} from '@/domain/reminders/reminder-push';
import { dayReadsOf, firstLoad, habitsOfDayRequest } from '@/domain/routing/first-load';
import { isLoginRequired } from '@/domain/routing/route-rules';
import { replayQueuedSaves, sendQueuedSave } from '../lib/offline/replay-queued-saves';
import { apiCacheName, queueChangedMessage, replaySyncTag } from '../lib/offline/worker-messages';

/**
 * Compound's service worker (decision 0028): the app shell from the precache, the app's pages and
 * API reads when there is no connection, reminders' push notifications and their buttons, and the
 * replay of habit-log saves queued offline.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// index.html and the hashed scripts, styles and icons of this build (listed by vite-plugin-pwa).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the user chooses Reload in the update prompt.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
/** Fetches each read and keeps its answer when it is a success; returns the answers kept. */
async function keepReads(cache: Cache, paths: readonly string[]): Promise<Map<string, Response>> {
  const kept = new Map<string, Response>();
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin' }).catch(() => null);
      if (response?.status !== 200) return;
      await cache.put(path, response.clone());
      kept.set(path, response);
    }),
  );
  return kept;
}

/**
 * Keeps the tracker's first reads (who is signed in, today's habits: the URLs the page asks for and
 * the server preloads), then the rest of that day (its focus, agenda and insights, named by the day
 * the habits' answer gives), so /app opens offline from the next visit with the whole day. Done here,
 * off the page's main thread: the page reading its lists again for the cache cost it a second of
 * blocking on a phone. The app's other reads are kept as the page makes them, once this worker
 * controls it.
 */
async function keepFirstLoadReads(): Promise<void> {
  const cache = await caches.open(apiCacheName);
  const today = habitsOfDayRequest(null);
  const { requests } = firstLoad(new URL('/app', self.location.origin), { signedIn: true });
  const kept = await keepReads(cache, requests);
  const day = await kept
    .get(today)
    ?.json()
    .then((answer: { date?: unknown }) => answer.date)
    .catch(() => null);
  if (typeof day === 'string') await keepReads(cache, dayReadsOf(day));
}

// The first install takes the open page at once, so the reads it makes from now on are kept too.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), keepFirstLoadReads()])),
);

const shellUrl = '/index.html';
// Longer than this, a page waiting on a poor connection opens from the shell instead.
const pageTimeoutMs = 4_000;

/**
 * The app's own pages: the server's HTML while it answers (its first-load preloads and status),
 * the precached shell when it does not. Public pages (landing, pre-rendered content) and the API
 * are not ours to answer.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isLoginRequired(url.pathname),
  async ({ request }) => {
    try {
      const timedOut = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), pageTimeoutMs),
      );
      return await Promise.race([fetch(request), timedOut]);
    } catch {
      return (await matchPrecache(shellUrl)) ?? Response.error();
    }
  },
);

// Streams (realtime, the coach's replies), downloads and sign-in are never answered from a cache.
const isUncachedApi = (request: Request, pathname: string) =>
  request.headers.get('accept')?.includes('text/event-stream') ||
  pathname.startsWith('/api/auth/') ||
  pathname.startsWith('/api/export');

// The app's reads: the server's answer when there is one, the last one kept when offline.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/api/') && !isUncachedApi(request, url.pathname),
  new NetworkFirst({ cacheName: apiCacheName }),
  'GET',
);

function readPushPayload(event: PushEvent): ReminderPushPayload | null {
  try {
    const parsed = ZReminderPushPayload.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event);
  if (!payload) return;
  const options: NotificationOptions & { actions: { action: string; title: string }[] } = {
    body: payload.body,
    tag: payload.tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: payload,
    actions: reminderNotificationButtons.map(({ action, title }) => ({ action, title })),
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

/** Focuses a tab of the app (the one on `path` if open), or opens one there. */
async function showApp(path: string): Promise<void> {
  const target = new URL(path, self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).pathname === target.pathname) ?? tabs[0];
  if (!tab) {
    await self.clients.openWindow(target.href);
    return;
  }
  const focused = await tab.focus();
  if (new URL(focused.url).pathname !== target.pathname)
    await focused.navigate(target.href).catch(() => null);
}

/** A button's choice, sent with the user's cookie; when it cannot be sent, the app opens to do it there. */
async function sendNotificationAction(payload: ReminderPushPayload, action: string): Promise<void> {
  const response = await fetch('/api/reminders/notification-action', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reminderId: payload.reminderId, date: payload.date, action }),
  }).catch(() => null);
  if (!response?.ok) await showApp(payload.url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = ZReminderPushPayload.safeParse(event.notification.data);
  if (!payload.success) return;
  const action = ZReminderNotificationActionName.safeParse(event.action);
  event.waitUntil(
    action.success ? sendNotificationAction(payload.data, action.data) : showApp(payload.data.url),
  );
});

/** The signed-in user, by the cookie this worker's requests carry; null when signed out or offline. */
async function readSignedInUserId(): Promise<string | null> {
  const response = await fetch('/api/session', { credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) return null;
  const me = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  return me?.user?.id ?? null;
}

/** Replays the signed-in user's queued saves and tells the open pages; throws to be tried again later. */
async function replayFromWorker(): Promise<void> {
  const userId = await readSignedInUserId();
  if (!userId) throw new Error('Not signed in or offline: the queued saves wait');
  const result = await replayQueuedSaves(userId, (save) =>
    sendQueuedSave(save, { url: '/api/habit-logs', fetch }),
  );
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: queueChangedMessage, ...result });
  if (result.left > 0) throw new Error('Some queued saves could not be sent yet');
}

// Background Sync (Chromium): the browser wakes this worker when the connection is back, tab open or not.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === replaySyncTag) sync.waitUntil(replayFromWorker());
});

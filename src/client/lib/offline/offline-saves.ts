import type { THabitsOfDay, TLogRequest } from '../habits-api';
import { predictLogSave } from '../predict-habit-log';
import { apiBase, apiFetch } from '../server-url';
import { enqueueSave, listQueuedSaves } from './habit-log-queue';
import { replayQueuedSaves, sendQueuedSave, type TReplayResult } from './replay-queued-saves';
import { setWaitingSaves } from './waiting-saves-store';
import { replaySyncTag } from './worker-messages';

/**
 * The page's side of the offline queue (loaded only once a save has had to wait): queue a save,
 * replay the queue, and show waiting saves over the server's day.
 */

async function countWaiting(userId: string): Promise<void> {
  const queued = await listQueuedSaves();
  setWaitingSaves(queued.filter((save) => save.userId === userId).length, queued.length > 0);
}

/** Where Background Sync exists (Chromium), the service worker replays even after the tab is closed. */
async function askForBackgroundReplay(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
  await sync?.register(replaySyncTag).catch(() => undefined);
}

export async function queueSave(userId: string, key: string, request: TLogRequest): Promise<void> {
  await enqueueSave({ key, userId, request, queuedAt: Date.now() });
  await countWaiting(userId);
  void askForBackgroundReplay();
}

/** Sends the user's waiting saves now (on app start, on `online`); the caller refreshes the lists. */
export async function replayNow(userId: string): Promise<TReplayResult> {
  const result = await replayQueuedSaves(userId, (save) =>
    sendQueuedSave(save, { url: `${apiBase}/habit-logs`, fetch: apiFetch }),
  );
  await countWaiting(userId);
  return result;
}

/** Re-reads the count (the service worker replayed meanwhile). */
export const refreshWaitingCount = countWaiting;

/**
 * The server's day with the waiting saves applied over it, oldest first, so a value set offline
 * stays on screen through a reload. Only saves of habits in this day apply: another account's
 * queued saves (its habits are not in this list) never show.
 */
export async function withWaitingSaves(day: THabitsOfDay): Promise<THabitsOfDay> {
  const saves = await listQueuedSaves();
  return saves.reduce((shown, save) => predictLogSave(save.request)(shown), day);
}

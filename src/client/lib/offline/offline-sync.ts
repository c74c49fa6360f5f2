import type { QueryClient } from '@tanstack/react-query';
import { habitsMutationKey, refreshedAfterHabitChanges } from '../../hooks/use-habit-mutations';
import { showToast } from '../toast-store';
import { keepApiCacheFor } from './api-cache';
// Loaded with this module, once the frame is on screen and online: a save that must wait later finds
// the queue's code here even when the browser keeps no copy of it (no service worker).
import { refreshWaitingCount, replayNow as sendWaitingSaves } from './offline-saves';
import { mayHaveWaitingSaves, setReplayer } from './waiting-saves-store';
import { queueChangedMessage } from './worker-messages';

// While the server fails (not offline), waiting saves are tried again this often.
const retryEveryMs = 30_000;

/**
 * Sends the signed-in user's waiting habit-log saves: at app start, when the connection is back,
 * when a save had to wait, and every half minute while some wait. Then reads the lists again (the
 * server's streaks include them now) and says which saves the server refused. Returns the stop.
 */
export function startOfflineSync(userId: string, queryClient: QueryClient): () => void {
  void keepApiCacheFor(userId);
  const refreshLists = () => {
    // A save still in flight reads them when it settles (decision 0007).
    if (queryClient.isMutating({ mutationKey: habitsMutationKey }) > 0) return;
    for (const queryKey of refreshedAfterHabitChanges) void queryClient.invalidateQueries({ queryKey });
  };
  let running = false;
  let again = false;
  const replay = async () => {
    if (!mayHaveWaitingSaves()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      if (!navigator.onLine) return void (await refreshWaitingCount(userId));
      const result = await sendWaitingSaves(userId);
      if (result.saved > 0 || result.refused.length > 0) refreshLists();
      for (const message of result.refused)
        showToast({ title: `A change made offline could not be saved: ${message}`, variant: 'destructive' });
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void replay();
    }
  };
  const onWorkerMessage = async (event: MessageEvent) => {
    if (event.data?.type !== queueChangedMessage) return;
    await refreshWaitingCount(userId);
    refreshLists();
  };
  const replayNow = () => void replay();
  setReplayer(replayNow);
  window.addEventListener('online', replayNow);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const retry = setInterval(replayNow, retryEveryMs);
  replayNow();
  return () => {
    setReplayer(null);
    window.removeEventListener('online', replayNow);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    clearInterval(retry);
  };
}

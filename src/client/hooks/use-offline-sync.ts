import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepApiCacheFor } from '../lib/offline/api-cache';
import { mayHaveWaitingSaves, setReplayer } from '../lib/offline/waiting-saves-store';
import { queueChangedMessage } from '../lib/offline/worker-messages';
import { showToast } from '../lib/toast-store';
import { habitsMutationKey, refreshedAfterHabitChanges } from './use-habit-mutations';

// While the server fails (not offline), waiting saves are tried again this often.
const retryEveryMs = 30_000;

/**
 * Sends the signed-in user's waiting habit-log saves: at app start, when the connection is back,
 * when a save had to wait, and every half minute while some wait. Then reads the lists again (the
 * server's streaks include them now) and says which saves the server refused.
 */
export function useOfflineSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
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
        const offline = await import('../lib/offline/offline-saves');
        if (!navigator.onLine) return void (await offline.refreshWaitingCount(userId));
        const result = await offline.replayNow(userId);
        if (result.saved > 0 || result.refused.length > 0) refreshLists();
        for (const message of result.refused)
          showToast({
            title: `A change made offline could not be saved: ${message}`,
            variant: 'destructive',
          });
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
      const offline = await import('../lib/offline/offline-saves');
      await offline.refreshWaitingCount(userId);
      refreshLists();
    };
    setReplayer(() => void replay());
    window.addEventListener('online', replay);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    const retry = setInterval(replay, retryEveryMs);
    void replay();
    return () => {
      setReplayer(null);
      window.removeEventListener('online', replay);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      clearInterval(retry);
    };
  }, [userId, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * Replays the signed-in user's habit-log saves queued offline (lib/offline/offline-sync.ts), loaded
 * once the frame is on screen and the browser is idle: none of it is on the way to the first paint or
 * in the task that takes the page over.
 */
export function useOfflineSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    const cancel = whenIdle(() => {
      void import('../lib/offline/offline-sync').then(({ startOfflineSync }) => {
        if (!stopped) stop = startOfflineSync(userId, queryClient);
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [userId, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Replays the signed-in user's habit-log saves queued offline (lib/offline/offline-sync.ts), loaded
 * once the frame is on screen: none of it is on the way to the first paint.
 */
export function useOfflineSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('../lib/offline/offline-sync').then(({ startOfflineSync }) => {
      if (!stopped) stop = startOfflineSync(userId, queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, queryClient]);
}

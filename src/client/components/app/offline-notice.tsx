import { useIsMutating } from '@tanstack/react-query';
import { CloudUpload, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useWaitingSaves } from '../../lib/offline/waiting-saves-store';

// The browser's own flag: TanStack Query's starts as online, so a page opened offline would not say so.
const readOnline = () => navigator.onLine;
const subscribeToOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Says so while the device is offline, and how many check-ins wait to be sent. Check-ins made offline
 * are kept on this device (the offline queue) and sent when the connection is back, even after the
 * tab was closed; other changes wait in memory (TanStack Query pauses them) while the page is open.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribeToOnline, readOnline, () => true);
  const waitingSaves = useWaitingSaves();
  // The habit-log saves that went to the queue have settled; what is still pending waits in memory.
  const pausedChanges = useIsMutating();
  const shown = !online || waitingSaves > 0;
  return (
    <p role="status" className={shown ? 'border-b border-line bg-surface-muted' : 'sr-only'}>
      {shown && (
        <span className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-ink sm:px-6">
          {!online && (
            <span className="flex items-center gap-2">
              <WifiOff aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              {pausedChanges > 0
                ? 'You are offline. Check-ins are kept on this device; keep this page open for your other changes.'
                : 'You are offline. Check-ins are kept on this device and saved when the connection is back.'}
            </span>
          )}
          {waitingSaves > 0 && (
            <span className="flex items-center gap-2 font-medium">
              <CloudUpload aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              {waitingSaves === 1 ? '1 waiting to sync' : `${waitingSaves} waiting to sync`}
            </span>
          )}
        </span>
      )}
    </p>
  );
}

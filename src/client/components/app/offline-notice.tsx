import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const readOnline = () => onlineManager.isOnline();
const subscribeToOnline = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Says so while the device is offline. Changes still show at once, and their saves wait (TanStack
 * Query pauses them) and go out when the connection is back, but only while the page stays open.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribeToOnline, readOnline, () => true);
  const waiting = useIsMutating();
  return (
    <p role="status" className={online ? 'sr-only' : 'border-b border-line bg-surface-muted'}>
      {!online && (
        <span className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 text-sm text-ink sm:px-6">
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
          {waiting > 0
            ? 'You are offline. Your changes will be saved when the connection is back; keep this page open.'
            : 'You are offline. Changes you make will be saved when the connection is back.'}
        </span>
      )}
    </p>
  );
}

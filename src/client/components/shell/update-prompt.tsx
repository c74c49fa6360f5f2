import { RefreshCw, X } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * Says a new version is ready, without blocking anything: the user reloads when it suits them, or
 * closes it and gets the new version on the next visit. Placed bottom left, clear of the toasts
 * (bottom right) and above the phone's tab bar.
 */
export function UpdatePrompt({
  shown,
  reloading,
  onReload,
  onDismiss,
}: {
  shown: boolean;
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[calc(var(--tab-bar-space)+max(1rem,env(safe-area-inset-bottom)))] sm:justify-start sm:px-6 md:pb-6"
    >
      {(shown || reloading) && (
        <div className="toast-enter pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-lg">
          <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <p className="min-w-0 flex-1 text-sm font-semibold">A new version of Compound is ready</p>
          <Button size="sm" pending={reloading} onClick={onReload}>
            Reload
          </Button>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Later"
            className="-m-1 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}

import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dismissToast, type TToast, useCurrentToast } from '../../lib/toast-store';

/**
 * The one toast on screen, above the floating coach button (and the phone tab bar), never over it. Both live regions stay mounted so screen readers are already listening
 * when a toast arrives: polite for news, assertive for failures.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const destructive = toast?.variant === 'destructive';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center p-4 pb-[calc(var(--tab-bar-space)+max(1rem,env(safe-area-inset-bottom))+4.5rem)] sm:items-end sm:px-6 sm:pt-6 md:pb-[6.5rem]">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {toast && !destructive && <ToastCard key={toast.id} toast={toast} />}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full max-w-sm">
        {toast && destructive && <ToastCard key={toast.id} toast={toast} />}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: TToast }) {
  // Reading takes time: the clock stops while the pointer or keyboard focus is on the toast.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the button is the control.
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={clsx(
        'toast-enter pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        toast.variant === 'destructive'
          ? 'border-danger/40 bg-danger text-on-danger'
          : 'border-line bg-surface-raised text-ink',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm opacity-85">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onAction();
            dismissToast(toast.id);
          }}
          className="-my-1 shrink-0 cursor-pointer rounded-md px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

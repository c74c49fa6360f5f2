import * as DialogPrimitive from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
};

/**
 * A modal dialog on Radix (focus trap, Escape, focus returned on close, the page behind hidden from
 * screen readers). A sheet from the bottom on phones, centred from the sm breakpoint. Import it from
 * lazily loaded components only: Radix has no place in the first paint. Focus starts on the control
 * marked `data-autofocus`, else on the first one (which is the close button).
 */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md' }: TDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <DialogPrimitive.Content
          {...(description === undefined && { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusMarkedControl}
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-line bg-surface-raised p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
            size === 'md' ? 'sm:max-w-md' : 'sm:max-w-3xl',
          )}
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
                {title}
              </DialogPrimitive.Title>
              {description !== undefined && (
                <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="-mt-1 -mr-1 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="mt-5">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function focusMarkedControl(event: Event): void {
  const marked = (event.target as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

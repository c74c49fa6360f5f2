import { Check } from 'lucide-react';

/**
 * "Saved" beside a form's button once its last save succeeded and nothing has changed since. The
 * region is always there so screen readers announce the word when it appears.
 */
export function SavedIndicator({ show, label = 'Saved' }: { show: boolean; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-sm font-medium text-accent">
      {show && (
        <>
          <Check aria-hidden="true" className="size-4" />
          {label}
        </>
      )}
    </span>
  );
}

import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * A text input. On a page the server drew it opens once React has the page: text typed before would
 * be in the box but not in the form's state, and the form would be sent empty.
 */
export function Input({ className, disabled, ...props }: ComponentProps<'input'>) {
  const hydrated = useHydrated();
  return (
    <input
      disabled={disabled || !hydrated}
      className={clsx(
        'h-11 w-full rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs sm:h-10 sm:text-sm',
        'placeholder:text-ink-subtle',
        'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/40',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

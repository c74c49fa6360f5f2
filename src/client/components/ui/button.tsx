import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { Spinner } from './spinner';
import { useTooltip, withTooltipHandlers } from './tooltip';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type TButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<TButtonVariant, string> = {
  primary: 'bg-accent text-on-accent shadow-sm hover:bg-accent-strong',
  secondary: 'border border-line bg-surface text-ink shadow-xs hover:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  destructive: 'bg-danger text-on-danger shadow-sm hover:bg-danger/90',
};

const sizeClasses: Record<TButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  // A square touch target (40 px) for a button that shows only an icon; its aria-label names it.
  icon: 'size-10 shrink-0 rounded-lg',
};

/**
 * Button looks for anything clickable, so a router link can look like a button too. `className` adds
 * layout (margin, width, placement); the look itself comes from the variant and size.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: TButtonVariant;
  size?: TButtonSize;
  className?: string;
} = {}): string {
  return clsx(
    'inline-flex cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

type TButtonProps = ComponentProps<'button'> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and blocks clicks while the action it started is running. */
  pending?: boolean;
};

/**
 * An icon-only button (`size="icon"`) shows its aria-label as a tooltip too. A pending button, or one
 * given `aria-disabled`, refuses clicks (and a form's Enter) but keeps keyboard focus, where `disabled`
 * would drop it on the page: use that for a button that may go quiet while it has focus.
 */
export function Button({
  variant,
  size,
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: TButtonProps) {
  const tooltipLabel = size === 'icon' ? props['aria-label'] : undefined;
  const { handlers, tooltip } = useTooltip(tooltipLabel);
  const refusesClicks = pending || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  // On a page the server drew, a button does nothing before React has the page (a click is lost, and a
  // form sent then would go to the address bar as a GET, password included): it waits for React.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type={type}
        disabled={disabled || !hydrated}
        aria-busy={pending || undefined}
        {...(tooltipLabel ? withTooltipHandlers(props, handlers) : props)}
        aria-disabled={refusesClicks || undefined}
        className={buttonClasses({ variant, size, className })}
        onClick={(event) => {
          if (refusesClicks) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {pending && <Spinner />}
        {children}
      </button>
      {tooltip}
    </>
  );
}

import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

/** An in-app link that reads as a link: accent colour, underline on hover, visible focus. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={clsx(
        'rounded-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}

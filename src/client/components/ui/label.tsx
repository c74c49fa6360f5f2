import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it to their control with htmlFor.
  return <label className={clsx('text-sm font-medium text-ink', className)} {...props} />;
}

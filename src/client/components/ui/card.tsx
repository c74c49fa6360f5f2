import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx('rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-8', className)}
      {...props}
    />
  );
}

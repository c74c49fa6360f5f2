import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { Label } from './label';

type TSelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
};

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({ label, options, hint, className, ...selectProps }: TSelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={clsx(
          'h-11 w-full cursor-pointer rounded-lg border border-line-strong bg-surface px-3 text-base text-ink shadow-xs sm:h-10 sm:text-sm',
          'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}

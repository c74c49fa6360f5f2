import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { Label } from './label';

type TTextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line field; like TextField, its hint or error is announced with it. */
export function TextAreaField({ label, hint, error, className, ...textAreaProps }: TTextAreaFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={clsx(
          'w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-ink shadow-xs sm:text-sm',
          'placeholder:text-ink-subtle',
          'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/40',
          'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
        )}
        {...textAreaProps}
      />
      {note && (
        <p id={noteId} className={error ? 'text-sm text-danger' : 'text-sm text-ink-subtle'}>
          {note}
        </p>
      )}
    </div>
  );
}

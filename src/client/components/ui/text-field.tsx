import { type ComponentProps, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

type TTextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field, and read out with it, until an error takes its place. */
  hint?: string;
  error?: string;
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, hint, error, className, ...inputProps }: TTextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...inputProps}
        />
      </div>
      {note && (
        <p id={noteId} className={error ? 'mt-1.5 text-sm text-danger' : 'mt-1.5 text-sm text-ink-subtle'}>
          {note}
        </p>
      )}
    </div>
  );
}

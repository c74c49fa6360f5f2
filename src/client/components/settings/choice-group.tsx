import { clsx } from 'clsx';
import { useId } from 'react';

type TChoice<TValue extends string> = { value: TValue; label: string; description?: string };

type TChoiceGroupProps<TValue extends string> = {
  label: string;
  name: string;
  choices: readonly TChoice<TValue>[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  columns?: 2 | 4;
};

/** Radio buttons drawn as cards; arrow keys move between them as in any radio group. */
export function ChoiceGroup<TValue extends string>({
  label,
  name,
  choices,
  value,
  onChange,
  columns = 2,
}: TChoiceGroupProps<TValue>) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={clsx(
          'mt-1.5 grid gap-2',
          columns === 4 ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4' : 'grid-cols-2',
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              'relative flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 text-sm transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
              value === choice.value
                ? 'border-accent bg-accent-soft text-accent'
                : 'border-line-strong/60 text-ink-muted hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              // Invisible but covering the whole card, so a tap or a test's click lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span className="font-medium">{choice.label}</span>
            {choice.description && <span className="text-xs text-ink-muted">{choice.description}</span>}
          </label>
        ))}
      </div>
    </div>
  );
}

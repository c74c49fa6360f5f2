import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { THabitOfDay } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { habitEntryProps } from './move-between-habits';

type TNumericLogFieldProps = {
  habit: THabitOfDay;
  progress: number;
  onSave: (value: number) => void;
};

/**
 * A counted habit's value for the day: typed (saved on Enter or when leaving the field) or stepped
 * by one with − and +, with a bar against the target when there is one.
 */
export function NumericLogField({ habit, progress, onSave }: TNumericLogFieldProps) {
  const saved = habit.log?.value_number ?? 0;
  // What is being typed; null shows the saved value, so a save from elsewhere shows up at once.
  const [draft, setDraft] = useState<string | null>(null);

  const save = (value: number) => {
    if (value !== saved) onSave(value);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    // An empty field means nothing done; text the number field cannot read keeps the saved value.
    const value = draft.trim() === '' ? 0 : Number(draft);
    if (Number.isFinite(value)) save(Math.max(0, value));
  };

  // A value typed and then left by leaving the page (a shortcut, a link) is saved like leaving the field.
  const commitOnUnmount = useRef(commitDraft);
  commitOnUnmount.current = commitDraft;
  useEffect(() => () => commitOnUnmount.current(), []);

  const measure = [habit.target ? `/ ${habit.target}` : null, habit.unit].filter(Boolean).join(' ');

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 sm:pl-14">
      <div className="flex items-center gap-1.5">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Decrease ${habit.name}`}
          aria-disabled={saved <= 0}
          onClick={() => save(Math.max(0, saved - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <input
          {...habitEntryProps}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          name={`value-${habit.id}`}
          aria-label={`${habit.name} value`}
          value={draft ?? String(saved)}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitDraft();
            if (event.key === 'Escape') setDraft(null);
          }}
          className="h-10 w-20 rounded-lg border border-line-strong bg-surface px-2 text-center text-base font-medium text-ink tabular-nums shadow-xs focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-focus/40 sm:text-sm"
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Increase ${habit.name}`}
          onClick={() => save(saved + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {measure && <span className="text-sm text-ink-muted">{measure}</span>}
      {habit.target ? (
        <div
          role="progressbar"
          aria-label={`${habit.name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

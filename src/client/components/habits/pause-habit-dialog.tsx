import { useState } from 'react';
import { addDays } from '@/domain/dates/date-key';
import { useUpdateHabit } from '../../hooks/use-habit-mutations';
import type { THabitOfDay } from '../../lib/habits-api';
import { showToast } from '../../lib/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

type TPauseHabitDialogProps = { habit: THabitOfDay; today: string; onClose: () => void };

/**
 * Pauses a habit from today, until it is resumed or until a chosen day it is back on (decision 0021).
 * The paused days count neither for nor against its streak and strength.
 */
export function PauseHabitDialog({ habit, today, onClose }: TPauseHabitDialogProps) {
  const update = useUpdateHabit();
  const [untilResumed, setUntilResumed] = useState(true);
  const [backOn, setBackOn] = useState(addDays(today, 7));
  const [error, setError] = useState<string | null>(null);
  const tomorrow = addDays(today, 1);

  const submit = () => {
    if (!untilResumed && !(backOn >= tomorrow)) {
      setError('Choose a day after today for it to be back.');
      return;
    }
    const end = untilResumed ? null : addDays(backOn, -1);
    update.mutate(
      { id: habit.id, changes: { pause: { start: today, end } } },
      {
        onSuccess: () => {
          showToast({
            title: `Paused “${habit.name}”`,
            description: untilResumed
              ? 'Resume it from its menu when you are back.'
              : `It is back on ${backOn}.`,
          });
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Pause “${habit.name}”`}
      description="For a trip, an illness or a break: paused days count neither for nor against its streak and strength."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">From today</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="until"
              checked={untilResumed}
              onChange={() => setUntilResumed(true)}
              data-autofocus
            />
            Until I resume it
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="until"
              checked={!untilResumed}
              onChange={() => setUntilResumed(false)}
            />
            Until a set day
          </label>
        </fieldset>
        {!untilResumed && (
          <TextField
            label="Back on"
            type="date"
            min={tomorrow}
            value={backOn}
            onChange={(event) => setBackOn(event.target.value)}
            hint="The first day it counts again"
          />
        )}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" pending={update.isPending}>
            Pause habit
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

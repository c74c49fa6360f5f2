import { useState } from 'react';
import { validateCreateFocusSession } from '@/domain/actions/create-focus-session.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { focusMinutesDefault } from '@/domain/focus/focus-timer';
import { type TFocusTarget, useFocusTargets } from '../../hooks/use-focus-targets';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type TFocusSessionDialogProps = {
  /** A goal to preselect (the goal card's "Focus session"). */
  goalId: string | null;
  onStart: (plan: { plannedMinutes: number; goalId: string | null; habitId: string | null }) => void;
  onClose: () => void;
};
type TValues = { minutes: string; target: string };

const targetValue = (target: Pick<TFocusTarget, 'kind' | 'id'>) => `${target.kind}:${target.id}`;

/** Sets up a focus session: how long (1 to 480 minutes, the create_focus_session rules) and what for. */
export function FocusSessionDialog({ goalId, onStart, onClose }: TFocusSessionDialogProps) {
  const { targets } = useFocusTargets();
  const [formError, setFormError] = useState<string | null>(null);
  const validate = ({ minutes, target }: TValues) => {
    const chosen = targets.find((item) => targetValue(item) === target);
    return validateCreateFocusSession(
      {
        minutes: minutes.trim() === '' ? undefined : minutes,
        goal_id: chosen?.kind === 'goal' ? chosen.id : null,
        habit_id: chosen?.kind === 'habit' ? chosen.id : null,
      },
      {
        ownedGoalIds: targets.filter((item) => item.kind === 'goal').map((item) => item.id),
        ownedHabitIds: targets.filter((item) => item.kind === 'habit').map((item) => item.id),
        now: new Date(),
      },
    );
  };
  const { field, handleSubmit } = useValidatedForm<TValues>(
    { minutes: String(focusMinutesDefault), target: goalId ? targetValue({ kind: 'goal', id: goalId }) : '' },
    (values): TFieldErrors<keyof TValues> => {
      const verdict = validate(values);
      return {
        minutes: verdict.ok ? undefined : verdict.errors.find((message) => message.startsWith('Focus')),
      };
    },
  );
  const options = [
    { value: '', label: 'Nothing in particular' },
    ...targets.map((item) => ({
      value: targetValue(item),
      label: `${item.kind === 'goal' ? 'Goal' : 'Habit'}: ${item.name}`,
    })),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Focus session"
      description="Set a timer, put everything else away, and work on one thing until it rings."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => {
          const verdict = validate(values);
          if (!verdict.ok) return setFormError(verdict.errors.join(' '));
          const { minutes, goal_id, habit_id } = verdict.value;
          onStart({ plannedMinutes: minutes, goalId: goal_id, habitId: habit_id });
          onClose();
        })}
      >
        <TextField
          {...field('minutes')}
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={480}
          step={1}
          hint="1 to 480"
          data-autofocus
        />
        <SelectField {...field('target')} label="For" options={options} hint="Optional: a goal or habit" />
        {formError && <FormAlert>{formError}</FormAlert>}
        <DialogActions submitLabel="Start" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { validateCreateGoalBaseline } from '@/domain/actions/create-goal-baseline.action';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { useCreateGoalBaseline } from '../../hooks/use-goal-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

type TGoalBaselineDialogProps = { goal: TGoalWithProgress; onClose: () => void };
type TValues = { metric: string; value: string; unit: string };

// The create_goal_baseline messages start with the field they are about.
function readFieldOfMessage(message: string): keyof TValues | null {
  if (message.startsWith('Baseline metric')) return 'metric';
  if (message.startsWith('Baseline value')) return 'value';
  if (message.startsWith('Unit')) return 'unit';
  return null;
}

/** Records where the goal started from, checked by the create_goal_baseline rules the server applies. */
export function GoalBaselineDialog({ goal, onClose }: TGoalBaselineDialogProps) {
  const createBaseline = useCreateGoalBaseline();
  const [serverError, setServerError] = useState<string | null>(null);
  const validate = (values: TValues) =>
    validateCreateGoalBaseline(
      { goal_id: goal.id, ...values, value: values.value.trim() === '' ? undefined : values.value },
      { ownedGoalIds: [goal.id] },
    );
  const { field, handleSubmit } = useValidatedForm<TValues>(
    { metric: goal.target_metric ?? '', value: '', unit: goal.unit ?? '' },
    (values): TFieldErrors<keyof TValues> => {
      const verdict = validate(values);
      if (verdict.ok) return {};
      return Object.fromEntries(
        verdict.errors.flatMap((message) => {
          const name = readFieldOfMessage(message);
          return name ? [[name, message]] : [];
        }),
      );
    },
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Record baseline: ${goal.name}`}
      description="Where you are starting from, to measure the goal against."
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit((values) => {
          const verdict = validate(values);
          if (!verdict.ok) return setServerError(verdict.errors.join(' '));
          setServerError(null);
          const { metric, value, unit } = verdict.value;
          createBaseline.mutate(
            { id: goal.id, metric, value, unit },
            { onSuccess: onClose, onError: (error) => setServerError(error.message) },
          );
        })}
      >
        <TextField
          {...field('metric')}
          label="Metric"
          placeholder="5 km time"
          autoComplete="off"
          data-autofocus
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField {...field('value')} label="Value" type="number" inputMode="decimal" min={0} step="any" />
          <TextField {...field('unit')} label="Unit" placeholder="minutes" autoComplete="off" />
        </div>
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions submitLabel="Record baseline" pending={createBaseline.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

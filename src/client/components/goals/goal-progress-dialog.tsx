import { useState } from 'react';
import type { TFieldErrors } from '@/domain/auth/auth-form-rules';
import { describeGoalAmount, readGoalFigure } from '@/domain/goals/describe-goal-figure';
import { useLogGoalProgress } from '../../hooks/use-goal-mutations';
import { useValidatedForm } from '../../hooks/use-validated-form';
import type { TGoalWithProgress } from '../../lib/goals-api';
import { Dialog } from '../ui/dialog';
import { DialogActions } from '../ui/dialog-actions';
import { FormAlert } from '../ui/form-alert';
import { TextField } from '../ui/text-field';

type TGoalProgressDialogProps = { goal: TGoalWithProgress; onClose: () => void };

// The limit and message of POST /api/goals/{id}/progress.
const deltaLimit = 1_000_000;
const deltaMessage = 'Progress must be between -1,000,000 and 1,000,000';

function readDeltaError(text: string): string | undefined {
  const delta = Number(text);
  if (text.trim() === '' || !Number.isFinite(delta) || Math.abs(delta) > deltaLimit) return deltaMessage;
  return undefined;
}

/** Logs a change towards the goal's target; a negative amount corrects an earlier entry. */
export function GoalProgressDialog({ goal, onClose }: TGoalProgressDialogProps) {
  const logProgress = useLogGoalProgress();
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit } = useValidatedForm(
    { delta: '' },
    ({ delta }): TFieldErrors<'delta'> => ({ delta: readDeltaError(delta) }),
  );
  const { unit } = goal;
  const amount = describeGoalAmount(readGoalFigure(goal));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Log progress: ${goal.name}`}
      description={
        amount === null
          ? 'This goal has no target value; its progress bar follows linked habits.'
          : `${amount} so far.`
      }
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={handleSubmit(({ delta }) => {
          setServerError(null);
          logProgress.mutate(
            { id: goal.id, delta: Number(delta) },
            { onSuccess: onClose, onError: (error) => setServerError(error.message) },
          );
        })}
      >
        <TextField
          {...field('delta')}
          label={unit ? `Amount (${unit})` : 'Amount'}
          type="number"
          inputMode="decimal"
          step="any"
          hint="Negative to correct an earlier entry"
          data-autofocus
        />
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <DialogActions submitLabel="Log progress" pending={logProgress.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

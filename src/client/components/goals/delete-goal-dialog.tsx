import type { TGoalWithProgress } from '../../lib/goals-api';
import { ConfirmDialog } from '../ui/confirm-dialog';

type TDeleteGoalDialogProps = {
  goal: TGoalWithProgress;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before deleting: spec 4, the goal's links, baselines, schedule, weekly hours and plan go with it. */
export function DeleteGoalDialog({ goal, onConfirm, onClose }: TDeleteGoalDialogProps) {
  return (
    <ConfirmDialog
      title="Delete goal?"
      description={
        <>
          “{goal.name}” will be deleted with its habit links, baselines, progress, schedule and plan. This
          cannot be undone.
        </>
      }
      confirmLabel="Delete goal"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

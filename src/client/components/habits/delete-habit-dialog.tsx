import type { THabitOfDay } from '../../lib/habits-api';
import { ConfirmDialog } from '../ui/confirm-dialog';

type TDeleteHabitDialogProps = {
  habit: THabitOfDay;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before deleting: the habit's logs go with it, and archiving is the way to keep them. */
export function DeleteHabitDialog({ habit, onConfirm, onClose }: TDeleteHabitDialogProps) {
  return (
    <ConfirmDialog
      title="Delete habit?"
      description={
        <>
          “{habit.name}” and all of its logs, streaks and tracked time will be deleted. This cannot be undone.
          To keep its history, archive it instead.
        </>
      }
      confirmLabel="Delete habit"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

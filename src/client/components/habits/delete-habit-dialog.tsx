import type { THabitOfDay } from '../../lib/habits-api';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

type TDeleteHabitDialogProps = {
  habit: THabitOfDay;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before deleting: the habit's logs go with it, and archiving is the way to keep them. */
export function DeleteHabitDialog({ habit, onConfirm, onClose }: TDeleteHabitDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete habit?"
      description={
        <>
          “{habit.name}” and all of its logs, streaks and tracked time will be deleted. This cannot be undone.
          To keep its history, archive it instead.
        </>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          Delete habit
        </Button>
      </div>
    </Dialog>
  );
}

import { Button } from '../ui/button';

type TGoalDialogActionsProps = { submitLabel: string; pending: boolean; onCancel: () => void };

/** Cancel and submit at the foot of every goal form: stacked on phones, side by side from sm. */
export function GoalDialogActions({ submitLabel, pending, onCancel }: TGoalDialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

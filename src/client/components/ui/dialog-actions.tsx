import { Button } from './button';

type TDialogActionsProps = { submitLabel: string; pending?: boolean; onCancel: () => void };

/** Cancel and submit at the foot of a form dialog: stacked on phones, side by side from sm. */
export function DialogActions({ submitLabel, pending = false, onCancel }: TDialogActionsProps) {
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

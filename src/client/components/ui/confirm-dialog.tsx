import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type TConfirmDialogProps = {
  title: string;
  description: ReactNode;
  /** The destructive button's text, e.g. 'Delete habit'. */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before something that cannot be undone. Focus starts on Cancel, so Enter alone never destroys
 * anything; confirming closes the dialog at once (the change itself is optimistic).
 */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onClose }: TConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
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
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

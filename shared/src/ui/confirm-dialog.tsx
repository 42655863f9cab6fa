import { useId, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** Props of a modal yes/no question. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes back to when the opener leaves the page meanwhile (a menu item, say). */
  returnFocus?: () => HTMLElement | null;
}

/** A modal question: Escape and Cancel cancel; focus starts on Cancel and returns to the opener. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  if (!open) return null;
  return (
    // Cancel first: a question about destroying something must not be confirmed by a stray Enter.
    <Dialog title={title} onClose={onCancel} initialFocus={cancelRef} returnFocus={returnFocus} describedBy={textId}>
      {(close) => (
        <>
          <p id={textId} className="mt-2 text-sm text-slate-600">
            {message}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button ref={cancelRef} variant="secondary" onClick={() => close(onCancel)}>
              {cancelLabel}
            </Button>
            <Button variant="danger" onClick={() => close(onConfirm)}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

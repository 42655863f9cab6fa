import { useState } from 'react';
import { Button, type ButtonProps } from './button';
import { ConfirmDialog } from './confirm-dialog';

/** Props of a button that destroys something only once the shopper has said yes. */
export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'variant'> {
  /** The question's title, text and the confirming button's label. */
  confirm: { title: string; message: string; confirmLabel: string };
  onConfirm: () => void;
}

/** A destructive button: it opens the confirm dialog, acts on its confirming button, and focus comes back to it. */
export function ConfirmButton({ confirm, onConfirm, ...rest }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="destructive" aria-haspopup="dialog" {...rest} onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        {...confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}

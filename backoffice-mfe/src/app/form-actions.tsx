import { Button } from '@shop/shared/ui';

/** The foot of an edit form: its save button, busy while saving, and Cancel when the form can be left. */
export function FormActions({
  saveLabel,
  saving,
  disabled,
  onCancel,
}: {
  saveLabel: string;
  saving: boolean;
  /** Save waits (a picture still uploading). */
  disabled?: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="bo:flex bo:flex-wrap bo:gap-2">
      <Button type="submit" busy={saving} disabled={disabled}>
        {saveLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

import { TextArea } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useNoteForm } from '../hooks/use-note-form';

/** Adds a note to the order's history: for staff only, the shopper never sees it. */
export function NoteForm({ orderId, onAdded }: { orderId: string; onAdded: () => void }) {
  const { field, sending, submit } = useNoteForm(orderId, onAdded);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add a note" className="bo:mt-4 bo:space-y-3">
      <TextArea
        id="order-note"
        label="Note"
        hint="For staff only: the shopper never sees it. Up to 1000 characters."
        rows={3}
        required
        {...field('text')}
      />
      <Button type="submit" variant="secondary" busy={sending}>
        Add Note
      </Button>
    </form>
  );
}

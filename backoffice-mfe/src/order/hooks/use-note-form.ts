import { shopperMessage } from '@shop/shared/api-client';
import { orderNoteBody } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { addOrderNote } from '../api/order-api';

export const NOTE_FAILED = 'The note could not be added. Please try again.';

/** A staff note on the order: written, added to its history, and the form emptied for the next one. */
export function useNoteForm(orderId: string, onAdded: () => void) {
  const form = useSchemaForm(orderNoteBody, { text: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await addOrderNote(orderId, body));
      form.reset();
      onAdded();
    } catch (error) {
      // What was written stays, to send again.
      toast.error(shopperMessage(error, NOTE_FAILED));
    } finally {
      setSending(false);
    }
  });

  return { field: form.field, sending, submit } as const;
}

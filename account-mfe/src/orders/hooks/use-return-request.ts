import { shopperMessage } from '@shop/shared/api-client';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { returnRequestSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { requestReturn } from '../api/request-return';

export const RETURN_FAILED = 'The return could not be requested. Please try again.';

/** The return form of one delivered order: the reason is checked, sent, and the orders read again. */
export function useReturnRequest(orderId: string, onDone: () => void) {
  const form = useSchemaForm(returnRequestSchema, { reason: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await requestReturn(orderId, reason));
      onDone();
    } catch (error) {
      // What was typed stays in the form, to send again.
      toast.error(shopperMessage(error, RETURN_FAILED));
      setSending(false);
    }
  });

  return { field: form.field, sending, submit } as const;
}

import { shopperMessage } from '@shop/shared/api-client';
import { processDeletionBody } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { deletionsApi } from '../api/deletions-api';

export const PROCESS_FAILED = 'The account could not be erased. Please try again.';

/**
 * The reason, then the erasure. A 409 means a colleague processed it first: said, and the list read
 * again; any other refusal keeps the dialog open with what was typed.
 */
export function useProcessDeletionForm(id: string, onDone: () => void) {
  const form = useSchemaForm(processDeletionBody, { reason: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await deletionsApi.process(id, body));
      onDone();
    } catch (error) {
      toast.error(shopperMessage(error, PROCESS_FAILED));
      setSending(false);
      if ((error as { status?: number }).status === 409) onDone();
      const refused = serverFieldErrors(error);
      if (refused.reason) form.setError('reason', { message: refused.reason }, { shouldFocus: true });
    }
  });

  return { field: form.field, sending, submit } as const;
}

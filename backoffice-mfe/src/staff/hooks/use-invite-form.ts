import { shopperMessage } from '@shop/shared/api-client';
import { type StaffInviteBody, staffInviteBody } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { staffApi } from '../api/staff-api';

export const INVITE_FAILED = 'The invitation could not be sent. Please try again.';

const FIELDS = ['email', 'name', 'role'] as const;

/** The owner's invitation: e-mail, name and role; the invitee gets a one-use link by mail. */
export function useInviteForm(onInvited: () => void) {
  const form = useSchemaForm<typeof staffInviteBody, Partial<StaffInviteBody>>(staffInviteBody, { email: '', name: '', role: undefined });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await staffApi.invite(body));
      form.reset();
      onInvited();
    } catch (error) {
      // What was typed stays, and each field the API refused is marked.
      toast.error(shopperMessage(error, INVITE_FAILED));
      const refused = serverFieldErrors(error);
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
    } finally {
      setSending(false);
    }
  });

  return { field: form.field, sending, submit } as const;
}

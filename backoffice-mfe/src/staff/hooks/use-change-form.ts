import { shopperMessage } from '@shop/shared/api-client';
import { type StaffChangeBody, type StaffListEntry, staffChangeBody } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { staffApi } from '../api/staff-api';
import type { StaffChangeKind } from '../staff-words';

export const CHANGE_FAILED = 'The change could not be made. Please try again.';

function defaultsOf(member: StaffListEntry, kind: StaffChangeKind): Partial<StaffChangeBody> {
  if (kind === 'role') return { role: member.role, reason: '' };
  return { state: kind === 'disable' ? 'disabled' : 'active', reason: '' };
}

/**
 * A change of one member, always with a reason (kept in the audit log). A refusal the form cannot
 * mend (the last owner, a colleague's change first: 409) is shown and the list read again.
 */
export function useChangeForm(member: StaffListEntry, kind: StaffChangeKind, onChanged: () => void) {
  const form = useSchemaForm<typeof staffChangeBody, Partial<StaffChangeBody>>(staffChangeBody, defaultsOf(member, kind));
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await staffApi.change(member.id, body));
      onChanged();
    } catch (error) {
      toast.error(shopperMessage(error, CHANGE_FAILED));
      setSending(false);
      if ((error as { status?: number }).status === 409) onChanged();
    }
  });

  return { field: form.field, sending, submit } as const;
}

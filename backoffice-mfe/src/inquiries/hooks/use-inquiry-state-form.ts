import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import type { AdminInquiryView, InquiryStatus } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { type FormEvent, useState } from 'react';
import { inquiriesApi } from '../api/inquiries-api';

export const UPDATE_FAILED = 'The inquiry could not be changed. Please try again.';

/**
 * Saves a new status and assignee from the version on screen. When a colleague changed the
 * inquiry since, the API refuses and the page loads it again, so the change is made knowingly.
 */
export function useInquiryStateForm(inquiry: AdminInquiryView, onSaved: () => void) {
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status') ?? inquiry.status) as InquiryStatus;
    const assigneeId = String(data.get('assigneeId') ?? '') || null;
    setSaving(true);
    try {
      toast.success(await inquiriesApi.update(inquiry.id, { version: inquiry.version, status, assigneeId }));
      onSaved();
    } catch (error) {
      toast.error(shopperMessage(error, UPDATE_FAILED));
      if (hasErrorCode(error, 'STALE_INQUIRY')) onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit } as const;
}

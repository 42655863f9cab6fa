import { shopperMessage } from '@shop/shared/api-client';
import { type AdminRatingView, ratingHideForm } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { ratingsApi } from '../api/ratings-api';

export const CHANGE_FAILED = 'The rating could not be changed. Please try again.';

/** A refusal said as a toast; a 409 (a colleague changed it first) also reads the list again. */
function refused(error: unknown, onStale: () => void) {
  toast.error(shopperMessage(error, CHANGE_FAILED));
  if ((error as { status?: number }).status === 409) onStale();
}

/**
 * The reason, then the rating hidden from the version on the page. A 409 means a colleague changed
 * it first: said, and the list read again; any other refusal keeps the dialog with what was typed.
 */
export function useHideRatingForm(rating: AdminRatingView, onDone: () => void) {
  const form = useSchemaForm(ratingHideForm, { reason: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await ratingsApi.update(rating.id, { hidden: true, reason, version: rating.version }));
      onDone();
    } catch (error) {
      setSending(false);
      refused(error, onDone);
      const fields = serverFieldErrors(error);
      if (fields.reason) form.setError('reason', { message: fields.reason }, { shouldFocus: true });
    }
  });

  return { field: form.field, sending, submit } as const;
}

/** Shows a hidden rating on the shop again, from the version on the page. */
export function useShowRating(onDone: () => void) {
  const [sending, setSending] = useState<string | null>(null);
  const show = async (rating: AdminRatingView) => {
    if (sending) return;
    setSending(rating.id);
    try {
      toast.success(await ratingsApi.update(rating.id, { hidden: false, version: rating.version }));
      onDone();
    } catch (error) {
      refused(error, onDone);
    } finally {
      setSending(null);
    }
  };
  return { sending, show } as const;
}

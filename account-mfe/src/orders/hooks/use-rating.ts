import { shopperMessage } from '@shop/shared/api-client';
import { useSchemaForm } from '@shop/shared/forms';
import { ratingFormSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { rateProduct } from '../api/rate-product';

export const RATING_FAILED = 'Your rating could not be sent. Please try again.';

type RatingFormValues = { stars: '1' | '2' | '3' | '4' | '5' | null; text: string };

/**
 * The rating form of one line of a delivered order: checked, sent, and on success the stars given
 * are handed back; a refusal stays in the dialog with what was chosen and typed.
 */
export function useRating(orderId: string, productId: string, onRated: (stars: number) => void) {
  const form = useSchemaForm<typeof ratingFormSchema, RatingFormValues>(ratingFormSchema, { stars: null, text: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ stars, text }) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await rateProduct(productId, { orderId, stars, ...(text ? { text } : {}) });
      onRated(stars);
    } catch (error) {
      setFailure(shopperMessage(error, RATING_FAILED));
      setSending(false);
    }
  });

  return {
    field: form.field,
    choice: form.choice,
    textLength: (form.watch('text') ?? '').length,
    sending,
    failure,
    submit,
  } as const;
}

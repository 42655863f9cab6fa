import { shopperMessage } from '@shop/shared/api-client';
import { adminRefundBody } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { refundOrder } from '../api/order-api';

export const REFUND_FAILED = 'The refund could not be made. Please try again.';

/** The accounts desk's refund: an amount in rupees (all that is left when blank) and a reason. */
export function useRefundForm(orderId: string, onRefunded: () => void) {
  const form = useSchemaForm(adminRefundBody, { amount: undefined, reason: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await refundOrder(orderId, body));
      form.reset();
      onRefunded();
    } catch (error) {
      toast.error(shopperMessage(error, REFUND_FAILED));
    } finally {
      setSending(false);
    }
  });

  const amount = form.register('amount', {
    setValueAs: (value: string) => (value === '' || value === undefined ? undefined : Number(value)),
    onChange: () => form.clearErrors('amount'),
  });
  return { field: form.field, amount: { ...amount, error: form.formState.errors.amount?.message }, sending, submit } as const;
}

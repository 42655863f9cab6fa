import { shopperMessage } from '@shop/shared/api-client';
import { type OrderStatus, orderTransitionBody } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { moveOrder } from '../api/order-api';

export const MOVE_FAILED = 'The order could not be moved. Please try again.';

/**
 * The form of one move: the reason, and for shipping the courier and tracking number. A refusal (a
 * colleague moved the order first: 409 with its state) is shown and the order read again; what was
 * typed stays in the form otherwise.
 */
export function useMoveForm(orderId: string, to: OrderStatus, onMoved: () => void) {
  const shipping = to === 'shipped';
  const form = useSchemaForm(orderTransitionBody, { to, reason: '', ...(shipping ? { courier: undefined, trackingNumber: '' } : {}) });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await moveOrder(orderId, { ...body, reason: body.reason || undefined }));
      onMoved();
    } catch (error) {
      toast.error(shopperMessage(error, MOVE_FAILED));
      setSending(false);
      if ((error as { status?: number }).status === 409) onMoved();
    }
  });

  return { field: form.field, sending, submit } as const;
}

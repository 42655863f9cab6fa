import { shopperMessage } from '@shop/shared/api-client';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { cancelOrder } from '../api/cancel-order';

export const CANCEL_FAILED = 'The order could not be cancelled. Please try again.';

/**
 * The Cancel button's flow: a question first, then the call; on success the orders are read again
 * so the row shows its new state. A refusal (the order was packed meanwhile) says why.
 */
export function useCancelOrder(reload: () => void) {
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function confirm() {
    const orderId = asking;
    setAsking(null);
    if (!orderId) return;
    setBusy(orderId);
    try {
      toast.success(await cancelOrder(orderId));
    } catch (error) {
      toast.error(shopperMessage(error, CANCEL_FAILED));
    } finally {
      setBusy(null);
      reload();
    }
  }

  return { asking, busy, ask: setAsking, dismiss: () => setAsking(null), confirm } as const;
}

import { navigate } from '@shop/shared/navigation';
import { emptyCart, toast } from '@shop/shared/stores';
import { useMemo, useRef, useState } from 'react';
import { cancelOrder } from '../api/cancel-order';
import type { CreateOrderBody } from '../api/create-order';
import { verifyPayment } from '../api/verify-payment';
import { CHECKOUT_MESSAGES } from '../model/checkout-messages';
import { orderFailureMessage, verifyFailureMessage } from '../model/failure-messages';
import { openPaymentWindow } from '../model/online-payment';
import { createOrderAttempts } from '../model/order-attempt';
import { loadPaymentScript } from '../model/payment-script';

function finish(message: string) {
  toast.success(message);
  emptyCart();
  navigate('/orders');
}

/** Places the order, runs the payment window for online payment, and the free-products question. */
export function usePlaceOrder() {
  const attempts = useMemo(() => createOrderAttempts(), []);
  const [processing, setProcessing] = useState(false);
  // Set synchronously, so a second click in the same moment sees it before React re-renders.
  const busy = useRef(false);
  const release = () => {
    busy.current = false;
    setProcessing(false);
  };
  const [pendingFree, setPendingFree] = useState<CreateOrderBody | null>(null);

  async function place(body: CreateOrderBody) {
    if (busy.current || attempts.isBusy()) return;
    busy.current = true;
    setProcessing(true);
    let keepProcessing = false;
    try {
      if (body.paymentType === 'razorpay') {
        try {
          await loadPaymentScript();
        } catch {
          toast.error(CHECKOUT_MESSAGES.scriptFailed);
          return;
        }
      }
      const result = await attempts.place(body);
      if (result.kind === 'busy') return;
      if (result.kind === 'free-products-over') {
        setPendingFree(body);
        return;
      }
      if (result.kind === 'failed') {
        const message = orderFailureMessage(result.error);
        toast.error(message);
        if (message === CHECKOUT_MESSAGES.cartEmpty) navigate('/cart');
        return;
      }
      if (body.paymentType === 'cod') {
        // The order exists; stay busy while leaving so nothing can place it again.
        keepProcessing = true;
        finish(result.message || CHECKOUT_MESSAGES.codSuccess);
        return;
      }
      const orderId = result.order.notes.orderId;
      try {
        openPaymentWindow(
          result.order,
          (proof) => {
            toast.info(CHECKOUT_MESSAGES.verifying);
            verifyPayment(orderId, proof)
              .then(() => finish(CHECKOUT_MESSAGES.paid))
              .catch((error: unknown) => {
                toast.error(verifyFailureMessage(error));
                release();
              });
          },
          () => {
            toast.info(CHECKOUT_MESSAGES.cancelled);
            // Best effort: if it fails, the hold still runs out on its own.
            cancelOrder(orderId).catch(() => undefined);
            release();
          },
        );
        keepProcessing = true;
      } catch {
        toast.error(CHECKOUT_MESSAGES.initFailed);
      }
    } finally {
      if (!keepProcessing) release();
    }
  }

  return {
    processing,
    freeProductsQuestion: pendingFree !== null,
    place,
    cancelFree: () => setPendingFree(null),
    continueFree: () => {
      const body = pendingFree;
      setPendingFree(null);
      // A changed body needs a new key, which every attempt gets anyway.
      if (body) void place({ ...body, freeProductStockIgnore: true });
    },
  } as const;
}

import { navigate } from '@shop/shared/navigation';
import { QUERY_ROOTS } from '@shop/shared/query';
import { emptyCart, toast } from '@shop/shared/stores';
import { cancelOrder } from '../api/cancel-order';
import type { CreatedOrder, CreateOrderBody } from '../api/create-order';
import { verifyPayment } from '../api/verify-payment';
import { CHECKOUT_MESSAGES } from './checkout-messages';
import { orderFailureMessage, verifyFailureMessage } from './failure-messages';
import { openPaymentWindow } from './online-payment';
import { attemptOrder } from './order-attempt';
import { loadPaymentScript } from './payment-script';

/** How placing an order ended: placed (the page is leaving), the free-products question, or stopped with a toast. */
export type PlaceOutcome = 'placed' | 'free-products-over' | 'stopped';

/** The keys an order placed makes stale: the cart it emptied and the order list it joined. */
export const PLACED_ORDER_CHANGES = [QUERY_ROOTS.cart, QUERY_ROOTS.orders] as const;

function finish(message: string): PlaceOutcome {
  toast.success(message);
  emptyCart();
  navigate('/orders');
  return 'placed';
}

async function providerReady(body: CreateOrderBody): Promise<boolean> {
  if (body.paymentType !== 'razorpay') return true;
  try {
    await loadPaymentScript();
    return true;
  } catch {
    toast.error(CHECKOUT_MESSAGES.scriptFailed);
    return false;
  }
}

/** The provider's window for a created order; settles once it is paid and verified, or closed. */
function payOnline(order: CreatedOrder): Promise<PlaceOutcome> {
  const orderId = order.notes.orderId;
  return new Promise((settle) => {
    const paid: Parameters<typeof openPaymentWindow>[1] = (proof) => {
      toast.info(CHECKOUT_MESSAGES.verifying);
      verifyPayment(orderId, proof).then(
        () => settle(finish(CHECKOUT_MESSAGES.paid)),
        (error: unknown) => {
          toast.error(verifyFailureMessage(error));
          settle('stopped');
        },
      );
    };
    const dismissed = () => {
      toast.info(CHECKOUT_MESSAGES.cancelled);
      // Best effort: if it fails, the hold still runs out on its own.
      cancelOrder(orderId).catch(() => undefined);
      settle('stopped');
    };
    try {
      openPaymentWindow(order, paid, dismissed);
    } catch {
      toast.error(CHECKOUT_MESSAGES.initFailed);
      settle('stopped');
    }
  });
}

/**
 * Places the order from start to end: the provider's script for online payment, `POST order`, then
 * the orders page for cash on delivery or the payment window for online payment. It settles only
 * when that is over, so whoever runs it is busy exactly as long as a second order must not start.
 */
export async function placeOrder(body: CreateOrderBody): Promise<PlaceOutcome> {
  if (!(await providerReady(body))) return 'stopped';
  const result = await attemptOrder(body);
  if (result.kind === 'free-products-over') return 'free-products-over';
  if (result.kind === 'failed') {
    const message = orderFailureMessage(result.error);
    toast.error(message);
    if (message === CHECKOUT_MESSAGES.cartEmpty) navigate('/cart');
    return 'stopped';
  }
  if (body.paymentType === 'cod') return finish(result.message || CHECKOUT_MESSAGES.codSuccess);
  return payOnline(result.order);
}

import { toPaise } from '@shop/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Order, Refund } from '../db/schema';
import { AppError } from '../http/app-error';
import { isLatePayment, type OrderService, type RefundRequester } from '../orders';
import type { Repositories } from '../repositories';
import type { PaymentProvider } from './provider';

export interface PaymentDeps {
  orders: Repositories['orders'];
  refunds: Repositories['refunds'];
  orderService: OrderService;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Mails the shopper a processed refund and the accounts desk a failed one (decision 028). */
  mailRefund?: (order: Order, refund: Refund) => Promise<void>;
}

/** A refund's mail never undoes the refund: a failure to write it is logged. */
async function mailRefund(deps: PaymentDeps, order: Order, refund: Refund | undefined): Promise<void> {
  if (!refund || !deps.mailRefund) return;
  await deps
    .mailRefund(order, refund)
    .catch((error: unknown) => deps.log.error({ err: error, refundId: refund.id }, 'refund mail not written'));
}

export const PAYMENT_INIT_FAILED = 'Payment initialization failed';
export const ORDER_ATTEMPT_ENDED = 'This order was not paid in time. Please place it again.';

/**
 * Opens the provider order of a freshly placed (or replayed) online order. Runs after the order
 * transaction has committed, so no row stays locked while the provider answers. If the provider
 * cannot open it, the hold ends at once and the stock goes back.
 */
export async function openProviderOrder(deps: PaymentDeps, order: Order): Promise<Order> {
  if (order.providerOrderId) return order;
  if (order.status !== 'pending_payment') throw new AppError(409, 'ORDER_ATTEMPT_ENDED', ORDER_ATTEMPT_ENDED);
  let providerOrderId: string;
  try {
    providerOrderId = await deps.provider.createOrder({ amountPaise: toPaise(order.totalAmount), orderId: order.id });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'The payment provider could not open an order');
    await deps.orderService.releaseHold(order.id);
    throw new AppError(502, 'PAYMENT_INIT_FAILED', PAYMENT_INIT_FAILED);
  }
  const attached = await deps.orders.attachProviderOrder(order.id, providerOrderId);
  // A replay of the same request may have attached its own provider order first: use that one.
  if (attached?.providerOrderId) return attached;
  throw new AppError(409, 'ORDER_ATTEMPT_ENDED', ORDER_ATTEMPT_ENDED);
}

/**
 * Applies a captured payment, from the browser's verification or the webhook, whichever comes
 * first. A payment that arrives after the hold ended is refunded in full: its stock may already
 * have been sold to someone else.
 */
export async function applyCapturedPayment(deps: PaymentDeps, payment: { providerOrderId: string; paymentId: string; userId?: string }) {
  const settled = await deps.orderService.settlePayment(payment.providerOrderId, payment.paymentId, payment.userId);
  // A refund the provider refused before is tried again when the same payment is reported again.
  if (isLatePayment(settled) && !settled.order.refunded) await refundOrder(deps, settled.order.id, 'Paid after the order expired');
  return settled;
}

export const REFUND_FAILED = 'The payment provider could not refund this order. Please try again.';

/**
 * Gives money back on an order (decision 027): books it pending within what was paid, then pays
 * it — online through the provider, cash by the accounts desk (recorded as processed at once). A
 * provider refusal marks it failed, so it no longer counts, and answers 502; asking again retries.
 * A refund the provider accepts stays pending, with the provider's refund id, until its refund
 * webhook settles it (`orderService.settleRefund`). The order is marked refunded once its processed
 * refunds reach what was paid.
 */
export async function requestRefund(
  deps: PaymentDeps,
  input: { orderId: string; amountPaise?: number | undefined; reason: string; by: RefundRequester },
): Promise<{ refund: Refund | null; order: Order }> {
  const { refund, order, paidPaise } = await deps.orderService.reserveRefund(input);
  if (!refund) return { refund, order };
  if (order.paymentType === 'online' && order.paymentId) {
    let providerRefundId: string;
    try {
      providerRefundId = await deps.provider.refund(order.paymentId, refund.amountPaise, { refundId: refund.id, orderId: order.id });
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id, refundId: refund.id }, 'The payment provider refused the refund');
      const failed = await deps.refunds.settle(refund.id, {
        state: 'failed',
        failure: error instanceof Error ? error.message : String(error),
      });
      await mailRefund(deps, order, failed);
      throw new AppError(502, 'REFUND_FAILED', REFUND_FAILED);
    }
    deps.log.info({ orderId: order.id, providerRefundId }, 'Refund accepted by the payment provider');
    await deps.refunds.attachProviderRefundId(refund.id, providerRefundId);
    // The webhook may have settled it already, in the moment the provider took to answer.
    return { refund: (await deps.refunds.findById(refund.id)) ?? refund, order: (await deps.orders.findById(order.id)) ?? order };
  }
  const settled = await deps.refunds.settle(refund.id, { state: 'processed' });
  await deps.refunds.markOrderRefundedWhenWhole(order.id, paidPaise);
  await mailRefund(deps, order, settled);
  return { refund: settled ?? refund, order: (await deps.orders.findById(order.id)) ?? order };
}

/** Refunds an order in full, once: a second call finds nothing left and answers the order as it stands. */
export async function refundOrder(
  deps: PaymentDeps,
  orderId: string,
  reason = 'Refunded in full',
  by: RefundRequester = { kind: 'system', id: null },
) {
  return (await requestRefund(deps, { orderId, reason, by })).order;
}

/**
 * Gives the money of a paid order back once it is cancelled. The cancellation stands whatever the
 * provider answers: a refusal is logged, and the order stays unrefunded for the accounts desk to retry.
 */
export async function refundAfterCancelling(deps: PaymentDeps, orderId: string): Promise<void> {
  try {
    await refundOrder(deps, orderId, 'Order cancelled');
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'The refund of a cancelled order failed');
  }
}

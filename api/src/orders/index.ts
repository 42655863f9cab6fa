import type { AppDb } from '../db/client';
import { type PlaceOrderInput, placeOrder } from './place-order';
import { releaseExpiredHolds, releaseHold } from './release-hold';
import { type RefundRequester, reserveRefund } from './reserve-refund';
import { settlePayment } from './settle-payment';
import { type ProviderRefundReport, settleRefund } from './settle-refund';
import { type TransitionInput, transitionOrder } from './transition-order';

export { FREE_PRODUCTS_STOCK_IS_OVER, FreeProductsStockIsOverError, ORDER_CANCELLED, RETURN_REQUESTED } from './order-messages';
export type { PlaceOrderInput } from './place-order';
export type { RefundRequester } from './reserve-refund';
export { NOT_REFUNDABLE, paidPaiseOf } from './reserve-refund';
export { isLatePayment, type Settlement } from './settle-payment';
export type { ProviderRefundReport, RefundSettlement } from './settle-refund';
export type { TransitionInput } from './transition-order';
export { ORDER_NOT_FOUND } from './transition-order';
export type { OrderActor } from './transitions';
export type { BrowserPayment, PaymentVerification } from './verify-payment';
export { LATE_PAYMENT_REFUNDED, PAYMENT_FAILED, PAYMENT_SUCCESSFUL, verifyBrowserPayment } from './verify-payment';

export interface OrderServiceHooks {
  /** Called after a flow that may have written mails committed, to send them (decision 028). */
  afterCommit?: () => void;
}

/** The orders domain (decision 020): each flow runs its steps in one transaction over the repositories. */
export function createOrderService(db: AppDb, hooks: OrderServiceHooks = {}) {
  const thenSendMails = <T>(result: T): T => {
    hooks.afterCommit?.();
    return result;
  };
  return {
    placeOrder: (input: PlaceOrderInput) => placeOrder(db, input).then(thenSendMails),
    releaseHold: (orderId: string) => releaseHold(db, orderId),
    /** Runs the release on its own, for the timer. */
    releaseExpiredHolds: () => releaseExpiredHolds(db),
    settlePayment: (providerOrderId: string, paymentId: string, userId?: string) =>
      settlePayment(db, providerOrderId, paymentId, userId).then(thenSendMails),
    /** Moves an order one step of its lifecycle, or refuses with 409 (wrong state) or 403 (not the actor's move). */
    transition: (input: TransitionInput) => transitionOrder(db, input).then(thenSendMails),
    /** Books a pending refund that keeps the order's refunds within what was paid (400 past it). */
    reserveRefund: (input: { orderId: string; amountPaise?: number | undefined; reason: string; by: RefundRequester }) =>
      reserveRefund(db, input),
    /** Settles a pending refund as the provider's webhook reports it, once, with its mail. */
    settleRefund: (report: ProviderRefundReport) => settleRefund(db, report).then(thenSendMails),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

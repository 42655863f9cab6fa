import type { AppDb } from '../db/client';
import { type PlaceOrderInput, placeOrder } from './place-order';
import { releaseExpiredHolds, releaseHold } from './release-hold';
import { settlePayment } from './settle-payment';

export { FREE_PRODUCTS_STOCK_IS_OVER, FreeProductsStockIsOverError } from './order-messages';
export type { PlaceOrderInput } from './place-order';
export type { Settlement } from './settle-payment';

/** The orders domain (decision 020): each flow runs its steps in one transaction over the repositories. */
export function createOrderService(db: AppDb) {
  return {
    placeOrder: (input: PlaceOrderInput) => placeOrder(db, input),
    releaseHold: (orderId: string) => releaseHold(db, orderId),
    /** Runs the release on its own, for the timer. */
    releaseExpiredHolds: () => releaseExpiredHolds(db),
    settlePayment: (providerOrderId: string, paymentId: string, userId?: string) => settlePayment(db, providerOrderId, paymentId, userId),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

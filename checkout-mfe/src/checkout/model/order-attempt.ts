import { ApiError } from '@shop/shared/api-client';
import { type CreatedOrder, type CreateOrderBody, createOrder } from '../api/create-order';

export type AttemptResult =
  | { kind: 'created'; order: CreatedOrder; message: string }
  | { kind: 'free-products-over' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: unknown };

export const FREE_PRODUCTS_STOCK_IS_OVER = 'FREE_PRODUCTS_STOCK_IS_OVER';

/**
 * Sends `POST order` at most once at a time. Every attempt gets its own Idempotency-Key, so a double
 * click (a second call while one is in flight) neither sends again nor could make a second order.
 */
export function createOrderAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let inFlight = false;
  return {
    isBusy: () => inFlight,
    async place(body: CreateOrderBody): Promise<AttemptResult> {
      if (inFlight) return { kind: 'busy' };
      inFlight = true;
      try {
        const reply = await createOrder(body, newKey());
        if (!reply.data) return { kind: 'failed', error: new Error('no order') };
        return { kind: 'created', order: reply.data, message: reply.message ?? '' };
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === FREE_PRODUCTS_STOCK_IS_OVER) {
          return { kind: 'free-products-over' };
        }
        return { kind: 'failed', error };
      } finally {
        inFlight = false;
      }
    },
  };
}

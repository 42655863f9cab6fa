import { ApiError } from '@shop/shared/api-client';
import { type CreatedOrder, type CreateOrderBody, createOrder } from '../api/create-order';

export type AttemptResult =
  | { kind: 'created'; order: CreatedOrder; message: string }
  | { kind: 'free-products-over' }
  | { kind: 'failed'; error: unknown };

export const FREE_PRODUCTS_STOCK_IS_OVER = 'FREE_PRODUCTS_STOCK_IS_OVER';

/**
 * Sends `POST order` once, with an Idempotency-Key of its own: an attempt repeated by the network
 * cannot make a second order, and the next attempt (a changed body) is a new one. Whoever calls it
 * keeps a second attempt from starting while one is on its way (the checkout's place-order store).
 */
export async function attemptOrder(body: CreateOrderBody, newKey: () => string = () => crypto.randomUUID()): Promise<AttemptResult> {
  try {
    const reply = await createOrder(body, newKey());
    if (!reply.data) return { kind: 'failed', error: new Error('no order') };
    return { kind: 'created', order: reply.data, message: reply.message ?? '' };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === FREE_PRODUCTS_STOCK_IS_OVER) return { kind: 'free-products-over' };
    return { kind: 'failed', error };
  }
}

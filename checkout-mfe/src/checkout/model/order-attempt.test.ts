import { ApiError } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder } from '../api/create-order';
import { attemptOrder } from './order-attempt';

vi.mock('../api/create-order', () => ({ createOrder: vi.fn() }));
const send = vi.mocked(createOrder);

const body = { addressId: 'a1', couponCode: null, paymentType: 'cod' as const, freeProductStockIgnore: false };
const created = {
  success: true as const,
  message: 'Order created successfully!',
  data: { id: null, amount: 100, notes: { orderId: 'o1' } },
};

beforeEach(() => send.mockReset());

describe('attemptOrder', () => {
  it('sends the body with a key of its own, and gives the next attempt a new key', async () => {
    send.mockResolvedValue(created);
    let n = 0;
    const newKey = () => `key-${++n}`;
    await expect(attemptOrder(body, newKey)).resolves.toEqual({ kind: 'created', order: created.data, message: created.message });
    await attemptOrder({ ...body, freeProductStockIgnore: true }, newKey);
    expect(send.mock.calls).toEqual([
      [body, 'key-1'],
      [{ ...body, freeProductStockIgnore: true }, 'key-2'],
    ]);
  });

  it('reports free products out of stock and other failures apart', async () => {
    send.mockRejectedValueOnce(new ApiError({ status: 409, errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER', message: 'Free products are over' }));
    send.mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'HTTP_500', message: 'boom' }));
    expect((await attemptOrder(body)).kind).toBe('free-products-over');
    expect((await attemptOrder(body)).kind).toBe('failed');
  });
});

import { ApiError } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder } from '../api/create-order';
import { createOrderAttempts } from './order-attempt';

vi.mock('../api/create-order', () => ({ createOrder: vi.fn() }));
const send = vi.mocked(createOrder);

const body = { addressId: 'a1', couponCode: null, paymentType: 'cod' as const, freeProductStockIgnore: false };
const created = {
  success: true as const,
  message: 'Order created successfully!',
  data: { id: null, amount: 100, notes: { orderId: 'o1' } },
};

beforeEach(() => send.mockReset());

describe('createOrderAttempts', () => {
  it('sends one request for a double click', async () => {
    send.mockResolvedValue(created);
    let n = 0;
    const attempts = createOrderAttempts(() => `key-${++n}`);
    const [first, second] = await Promise.all([attempts.place(body), attempts.place(body)]);
    expect(first.kind).toBe('created');
    expect(second.kind).toBe('busy');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(body, 'key-1');
  });

  it('gives the next attempt a new key', async () => {
    send.mockResolvedValue(created);
    let n = 0;
    const attempts = createOrderAttempts(() => `key-${++n}`);
    await attempts.place(body);
    await attempts.place({ ...body, freeProductStockIgnore: true });
    expect(send.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-2']);
  });

  it('reports free products out of stock and other failures apart', async () => {
    send.mockRejectedValueOnce(new ApiError({ status: 409, errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER', message: 'Free products are over' }));
    send.mockRejectedValueOnce(new ApiError({ status: 500, errorCode: 'HTTP_500', message: 'boom' }));
    const attempts = createOrderAttempts();
    expect((await attempts.place(body)).kind).toBe('free-products-over');
    expect((await attempts.place(body)).kind).toBe('failed');
  });
});

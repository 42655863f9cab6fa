import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fetchOrders, type Order } from '../api/fetch-orders';
import { testOrder } from '../model/order-fixture';
import { useOrdersPage } from './use-orders-page';

vi.mock('../api/fetch-orders', () => ({ fetchOrders: vi.fn() }));

it('sends no second read for a Try Again while the read is on its way, and shows its answer', async () => {
  let answer: (orders: Order[]) => void = () => undefined;
  vi.mocked(fetchOrders).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const { result } = renderHook(() => useOrdersPage());
  act(() => result.current.retry());
  await act(async () => answer([testOrder({ _id: 'ord-1' })]));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.orders.map((order) => order._id)).toEqual(['ord-1']);
  expect(fetchOrders).toHaveBeenCalledTimes(1);
});

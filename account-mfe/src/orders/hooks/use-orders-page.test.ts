import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { fetchOrders, type Order } from '../api/fetch-orders';
import { testOrder } from '../model/order-fixture';
import { useOrdersPage } from './use-orders-page';

vi.mock('../api/fetch-orders', () => ({ fetchOrders: vi.fn() }));

it('shows the answer to the newest read when an older one arrives after it', async () => {
  let answerFirst: (orders: Order[]) => void = () => undefined;
  vi.mocked(fetchOrders)
    .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
    .mockResolvedValueOnce([testOrder({ _id: 'ord-new' })]);
  const { result } = renderHook(() => useOrdersPage());
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  await act(async () => answerFirst([testOrder({ _id: 'ord-old' })]));
  expect(result.current.orders.map((order) => order._id)).toEqual(['ord-new']);
});

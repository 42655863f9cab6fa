import { ordersReplySchema } from '@shop/shared/contracts';
import { answer, deferred } from '@shop/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { history, testOrder } from '../model/order-fixture';
import { useOrdersPage } from './use-orders-page';

it('sends no second read for a Try Again while the read is on its way, and shows its answer', async () => {
  const firstAnswer = deferred<ReturnType<typeof history>>();
  const reads = answer('GET', 'order/order-history', ordersReplySchema, () => firstAnswer.promise);
  const { result } = renderHook(() => useOrdersPage());
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => result.current.retry());
  await act(async () => firstAnswer.resolve(history(testOrder({ _id: 'ord-1' }))));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.orders.map((order) => order._id)).toEqual(['ord-1']);
  expect(reads).toHaveLength(1);
});

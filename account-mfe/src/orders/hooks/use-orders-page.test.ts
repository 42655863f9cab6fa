import { ordersReplySchema } from '@shop/shared/contracts';
import { answer, deferred } from '@shop/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { history, testOrder } from '../model/order-fixture';
import { useOrdersPage } from './use-orders-page';

it('shows the answer to the newest read when an older one arrives after it', async () => {
  const firstAnswer = deferred<ReturnType<typeof history>>();
  const reads = answer('GET', 'order/order-history', ordersReplySchema, ({ index }) =>
    index === 0 ? firstAnswer.promise : history(testOrder({ _id: 'ord-new' })),
  );
  const { result } = renderHook(() => useOrdersPage());
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(reads).toHaveLength(2);
  await act(async () => {
    firstAnswer.resolve(history(testOrder({ _id: 'ord-old' })));
    // Gives the older reply time to arrive.
    await new Promise((settle) => setTimeout(settle, 50));
  });
  expect(result.current.orders.map((order) => order._id)).toEqual(['ord-new']);
});

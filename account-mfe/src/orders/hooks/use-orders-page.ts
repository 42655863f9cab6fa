import { useCallback, useEffect, useState } from 'react';
import { fetchOrders, type Order } from '../api/fetch-orders';

export const ORDERS_LOAD_FAILED = 'Failed to load orders. Please try again later.';

type Status = 'loading' | 'error' | 'ready';

/** The shopper's orders, read when the page opens and again on Try Again. */
export function useOrdersPage() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [status, setStatus] = useState<Status>('loading');

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setOrders(await fetchOrders());
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { orders, status, retry: load } as const;
}

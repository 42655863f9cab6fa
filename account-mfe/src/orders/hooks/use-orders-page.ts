import { QUERY_ROOTS, useQuery } from '@shop/shared/query';
import { fetchOrders, type Order } from '../api/fetch-orders';

export const ORDERS_LOAD_FAILED = 'Failed to load orders. Please try again later.';

const none: Order[] = [];

/** The shopper's orders, read when the page opens and again on Try Again. */
export function useOrdersPage() {
  const { data: orders, status, retry } = useQuery([QUERY_ROOTS.orders], fetchOrders, none);
  return { orders, status, retry } as const;
}

import { adminRequest, adminRequestBlob } from '@shop/shared/api-client';
import type { AdminOrderList, AdminOrderListQuery } from '@shop/shared/contracts';

/** One page of the orders the filters find, newest first. */
export async function fetchOrders(query: AdminOrderListQuery): Promise<AdminOrderList> {
  return (await adminRequest<AdminOrderList>('GET', 'orders', query)).data;
}

/** Every order the filters find, as a CSV file. */
export function exportOrders(query: AdminOrderListQuery): Promise<Blob> {
  return adminRequestBlob('orders/export', { ...query, page: undefined });
}

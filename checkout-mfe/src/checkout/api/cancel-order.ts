import { request } from '@shop/shared/api-client';

/** `POST order/cancel`: the payment window was closed unpaid, so the order's held stock goes back now. */
export async function cancelOrder(orderId: string) {
  return request('POST', 'order/cancel', { orderId });
}

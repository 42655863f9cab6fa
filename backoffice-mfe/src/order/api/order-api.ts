import { adminRequest } from '@shop/shared/api-client';
import type { AdminOrderView, AdminRefundBody, OrderNoteBody, OrderTransitionBody } from '@shop/shared/contracts';

/** One order in full, with the moves this staff member may make now. */
export async function fetchOrder(orderId: string): Promise<AdminOrderView> {
  return (await adminRequest<AdminOrderView>('GET', `orders/${encodeURIComponent(orderId)}`)).data;
}

/** Moves the order one step; answers the API's sentence about it. */
export async function moveOrder(orderId: string, body: OrderTransitionBody): Promise<string> {
  return (await adminRequest('POST', `orders/${encodeURIComponent(orderId)}/transitions`, body)).message ?? '';
}

/** Gives money back on the order (rupees; what is left when no amount is given). */
export async function refundOrder(orderId: string, body: AdminRefundBody): Promise<string> {
  return (await adminRequest('POST', `orders/${encodeURIComponent(orderId)}/refunds`, body)).message ?? '';
}

/** Adds a staff note to the order's history; answers the API's sentence about it. */
export async function addOrderNote(orderId: string, body: OrderNoteBody): Promise<string> {
  return (await adminRequest('POST', `orders/${encodeURIComponent(orderId)}/notes`, body)).message ?? '';
}

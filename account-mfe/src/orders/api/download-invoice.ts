import { requestBlob } from '@shop/shared/api-client';

/** The invoice PDF of one of the shopper's orders. */
export function downloadInvoice(orderId: string): Promise<Blob> {
  return requestBlob('GET', `order/invoice/${encodeURIComponent(orderId)}`);
}

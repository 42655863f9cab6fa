import { adminRequestBlob } from '@shop/shared/api-client';

const orderPath = (orderId: string) => `orders/${encodeURIComponent(orderId)}`;

/** The PDFs staff download for an order: its tax invoice, its credit note, its packing slip. */
export const orderDocuments = {
  invoice: (orderId: string) => adminRequestBlob(`${orderPath(orderId)}/invoice`),
  creditNote: (orderId: string, number: string) => adminRequestBlob(`${orderPath(orderId)}/credit-notes/${encodeURIComponent(number)}`),
  packingSlip: (orderId: string) => adminRequestBlob(`${orderPath(orderId)}/packing-slip`),
};

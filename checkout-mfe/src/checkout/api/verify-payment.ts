import { request } from '@shop/shared/api-client';
import type { PaymentProof } from '@shop/shared/contracts';

export type { PaymentProof };

/** `POST order/verify`: the server checks the provider's signature and marks the order paid. */
export async function verifyPayment(orderId: string, proof: PaymentProof) {
  return request('POST', 'order/verify', { orderId, ...proof });
}

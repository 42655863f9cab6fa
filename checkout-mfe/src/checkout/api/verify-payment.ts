import { request } from '@shop/shared/api-client';

export interface PaymentProof {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** `POST order/verify`: the server checks the provider's signature and marks the order paid. */
export async function verifyPayment(orderId: string, proof: PaymentProof) {
  return request('POST', 'order/verify', { orderId, ...proof });
}

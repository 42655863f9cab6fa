import { request } from '@shop/shared/api-client';
import type { PaymentType } from './create-order';

/** `GET order/payment-types`: what the shop takes today (cash on delivery only when online payment is off). */
export async function fetchPaymentTypes(): Promise<PaymentType[]> {
  const reply = await request('GET', 'order/payment-types');
  const offered = reply.data?.paymentTypes;
  if (!Array.isArray(offered) || offered.length === 0) throw new Error('The payment types reply names none');
  return offered;
}

import { request } from '@shop/shared/api-client';

export type PaymentType = 'cod' | 'razorpay';

export interface CreateOrderBody {
  addressId: string;
  couponCode: string | null;
  paymentType: PaymentType;
  freeProductStockIgnore: boolean;
}

/** The reply to `POST order`: a provider order for online payment, `id: null` for cash on delivery. */
export interface CreatedOrder {
  id: string | null;
  amount: number;
  currency?: string;
  key?: string;
  notes: { orderId: string };
}

export async function createOrder(body: CreateOrderBody, idempotencyKey: string) {
  return request<CreatedOrder>('POST', 'order', body, { 'Idempotency-Key': idempotencyKey });
}

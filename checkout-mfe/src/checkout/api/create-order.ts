import { request } from '@shop/shared/api-client';
import type { CheckoutPaymentType, CreateOrderPayload, OrderCreationReply } from '@shop/shared/contracts';

export type { CheckoutPaymentType as PaymentType, CreateOrderPayload as CreateOrderBody, OrderCreationReply as CreatedOrder };

export async function createOrder(body: CreateOrderPayload, idempotencyKey: string) {
  return request('POST', 'order', body, { 'Idempotency-Key': idempotencyKey });
}

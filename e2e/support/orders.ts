import type { APIRequestContext } from '@playwright/test';
import type { OrderCreationReply, PaymentProof } from '@shop/shared/contracts';
import { expect } from '../fixtures';
import { signUpWithAddress, XHR } from './accounts';
import { addToCart, productId } from './cart';

// Orders placed through the order API (decision 008) with the page's own request context, for
// journeys about what happens after the Place Order button: the browser holds the same session.

/** The product these orders hold: one bar, in stock in the seeded catalogue. */
export const ORDERED_PRODUCT = 'Ujjwal Dishwash Bar 200 g';

/** Places the signed-in shopper's cart as an order at an address, paid the given way; answers the order API's reply. */
async function placeOrder(request: APIRequestContext, addressId: string, paymentType: 'cod' | 'razorpay') {
  const placed = await request.post('/api/v1/order', {
    headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
    data: { addressId, couponCode: null, paymentType, freeProductStockIgnore: false },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: OrderCreationReply }).data;
}

/** A new shopper, signed in, with one bar in the cart; answers their address id. */
async function shopperWithBar(request: APIRequestContext): Promise<string> {
  const addressId = await signUpWithAddress(request);
  expect((await addToCart(request, await productId(request, ORDERED_PRODUCT), 1)).status()).toBe(201);
  return addressId;
}

/** A cash-on-delivery order of one bar by a new shopper, placed through the page's session; answers its id. */
export async function placeCashOrder(request: APIRequestContext): Promise<string> {
  return (await placeOrder(request, await shopperWithBar(request), 'cod')).notes.orderId;
}

/**
 * An order of one bar by a new shopper, paid online in the sandbox as its payment window would pay
 * it (the sandbox's pay call, then the shop's verification of the proof); answers its id.
 */
export async function placePaidOnlineOrder(request: APIRequestContext): Promise<string> {
  const order = await placeOrder(request, await shopperWithBar(request), 'razorpay');
  const paid = await request.post('/api/payments/sandbox/pay', { headers: XHR, data: { order_id: order.id } });
  expect(paid.status(), await paid.text()).toBe(200);
  const proof = ((await paid.json()) as { data: PaymentProof }).data;
  const verified = await request.post('/api/v1/order/verify', { headers: XHR, data: { orderId: order.notes.orderId, ...proof } });
  expect(verified.status(), await verified.text()).toBe(200);
  return order.notes.orderId;
}

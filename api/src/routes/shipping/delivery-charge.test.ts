import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';

import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

/** A Mumbai shopper (about 560 road km from the warehouse) with `quantity` × a ₹`price` product (18% GST) in the cart. */
async function mumbaiCart(price: number, quantity = 1) {
  const who = await buyer(app(), database());
  const categoryId = await addCategory(database().db, 'Detergent');
  const productId = await addProduct(database().db, { categoryId, stock: 50, price, cgst: '9', sgst: '9' });
  await who.fill(productId, quantity);
  const quote = async () =>
    (await call(app(), 'POST', `/api/v1/shipping/distance/${who.addressId}`, {}, { headers: who.headers })).json().data;
  return { who, quote };
}

describe('delivery charge: cap and free delivery', () => {
  it('charges at most ₹99 for a long trip under the free-delivery value', async () => {
    const { quote } = await mumbaiCart(199);
    const data = await quote();
    expect(data.distance).toBeGreaterThan(540);
    expect(data).toMatchObject({ finalPrice: 99, freeDeliveryAbove: 499 });
  });

  it('delivers free once the cart’s subtotal reaches ₹499, and the order charges what the quote said', async () => {
    const { who, quote } = await mumbaiCart(250, 2);
    expect(await quote()).toMatchObject({ finalPrice: 0, platformFees: 10 });
    expect((await placeOrder(app(), who)).statusCode).toBe(201);
    const [order] = await database().db.select().from(orders);
    // 2 × ₹250 + 18% GST + free delivery + ₹10 platform fee.
    expect(order).toMatchObject({ subtotal: '500.00', shipping: '0.00', totalAmount: '600.00' });
  });

  it('charges the capped price on an order just under the free-delivery value', async () => {
    const { who, quote } = await mumbaiCart(498);
    expect((await quote()).finalPrice).toBe(99);
    await placeOrder(app(), who);
    const [order] = await database().db.select().from(orders);
    expect(order).toMatchObject({ shipping: '99.00', totalAmount: String((498 * 1.18 + 99 + 10).toFixed(2)) });
  });

  it('tells the cart the value that earns free delivery', async () => {
    const { who } = await mumbaiCart(199);
    const reply = await call(app(), 'GET', '/api/v1/cart', undefined, { headers: who.headers });
    expect(reply.json().data.freeDeliveryAbove).toBe(499);
  });
});

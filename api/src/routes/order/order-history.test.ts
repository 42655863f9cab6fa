import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { buyer, placeOrder } from './order-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const history = (headers: Record<string, string>) => call(app(), 'GET', '/api/v1/order/order-history', undefined, { headers });

describe('GET /api/v1/order/order-history', () => {
  it("lists only the caller's placed orders, newest first, with their lines and product cards", async () => {
    const categoryId = await addCategory(database().db, 'Detergent');
    const soap = await addProduct(database().db, { categoryId, productName: 'Ujjwal Bar', stock: 10, price: 50 });
    const asha = await buyer(app(), database());
    const ravi = await buyer(app(), database(), 'ravi@example.in');
    await asha.fill(soap, 1);
    const first = (await placeOrder(app(), asha)).json().data.notes.orderId;
    await asha.fill(soap, 3);
    const second = (await placeOrder(app(), asha)).json().data.notes.orderId;
    await ravi.fill(soap, 2);
    await placeOrder(app(), ravi);
    // An online order still waiting for its payment is not the shopper's order yet.
    await database().db.insert(orders).values({
      userId: asha.user.id,
      idempotencyKey: randomUUID(),
      status: 'pending_payment',
      paymentType: 'online',
      provider: 'sandbox',
    });

    const response = await history(asha.headers);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((order: { _id: string }) => order._id)).toEqual([second, first]);
    const [row] = await database().db.select().from(orders).where(eq(orders.id, second));
    expect(list[0]).toMatchObject({
      totalAmount: { $numberDecimal: row?.totalAmount },
      city: 'Mumbai',
      pinCode: '400050',
      paymentType: 'cod',
      paymentId: null,
      invoiceNumber: row?.invoiceNumber,
      refunded: false,
      products: [{ product: { _id: soap, productName: 'Ujjwal Bar' }, price: 50, quantity: 3 }],
    });
    // The charges explain the total to the paisa.
    const { subtotal, discount, gst, otherCharges, shipping, platformFee } = list[0].charges;
    expect(subtotal).toBe(150);
    expect(shipping).toBeGreaterThan(0);
    const figured = Math.round((subtotal - discount + gst + otherCharges + shipping + platformFee) * 100);
    expect(figured).toBe(Math.round(Number(row?.totalAmount) * 100));
  });

  it('answers an empty list to a shopper without orders and 401 to a visitor', async () => {
    const asha = await buyer(app(), database());
    expect((await history(asha.headers)).json().data).toEqual([]);
    expect((await history({})).statusCode).toBe(401);
  });
});

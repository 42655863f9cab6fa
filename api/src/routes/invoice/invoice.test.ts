import { describe, expect, it } from 'vitest';
import { type NewOrder, orderLines, orders } from '../../db/schema';
import { pdfText } from '../../invoices/pdf-text';
import { useTestApp } from '../../test/test-app';
import { type TestDatabase, useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

/** An order inserted directly, as the order routes would have left it, with one 18% line. */
async function addOrder(db: TestDatabase['db'], userId: string, overrides: Partial<NewOrder> = {}): Promise<string> {
  const productId = await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), productName: 'Ujjwal Bar 200 g' });
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: 'placed',
      paymentType: 'cod',
      provider: 'cod',
      idempotencyKey: crypto.randomUUID(),
      buyerName: 'Asha Patel',
      houseNumber: '12',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
      subtotal: '200.00',
      gst: '36.00',
      shipping: '40.00',
      platformFee: '10.00',
      totalAmount: '286.00',
      invoiceNumber: 'UHC/2627/000007',
      invoiceDate: new Date('2026-11-22T10:00:00+05:30'),
      ...overrides,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await db.insert(orderLines).values({
    orderId: order.id,
    productId,
    productName: 'Ujjwal Bar 200 g',
    price: '100.00',
    quantity: 2,
    hsnCode: '3401',
    cgst: '9',
    sgst: '9',
  });
  return order.id;
}

const getInvoice = (orderId: string, headers: Record<string, string>) =>
  call(app(), 'GET', `/api/v1/order/invoice/${orderId}`, undefined, { headers });

describe('GET /api/v1/order/invoice/:orderId', () => {
  it('downloads the own order’s tax invoice as a PDF named after the order', async () => {
    const who = await buyer(app(), database());
    const orderId = await addOrder(database().db, who.user.id);
    const response = await getInvoice(orderId, who.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${orderId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Invoice number: UHC/2627/000007');
    expect(text).toContain('GSTIN: 24AABCU9603R1ZT');
    expect(text).toContain('Asha Patel');
    expect(text).toContain('Place of supply: Maharashtra');
    expect(text).toContain('3401');
    expect(text).toContain('INR 286.00');
  });

  it('answers 404 for another shopper’s order', async () => {
    const owner = await buyer(app(), database());
    const other = await buyer(app(), database(), 'ravi@example.in');
    const orderId = await addOrder(database().db, owner.user.id);
    const response = await getInvoice(orderId, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Invoice not found' });
  });

  it('tells the shopper their order is invoiced once packed, while it has no number yet', async () => {
    const who = await buyer(app(), database());
    const confirmed = await addOrder(database().db, who.user.id, { status: 'confirmed', invoiceNumber: null, invoiceDate: null });
    const response = await getInvoice(confirmed, who.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'The invoice is issued once your order is packed.' });
  });

  it('answers 404 for another shopper’s unnumbered order, an unknown id and a malformed id', async () => {
    const who = await buyer(app(), database());
    const other = await buyer(app(), database(), 'ravi@example.in');
    const unpaid = await addOrder(database().db, other.user.id, { status: 'pending_payment', paymentType: 'online', invoiceNumber: null });
    for (const id of [unpaid, crypto.randomUUID(), 'not-an-id']) {
      const response = await getInvoice(id, who.headers);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('asks for sign-in without a token', async () => {
    const who = await buyer(app(), database());
    const orderId = await addOrder(database().db, who.user.id);
    expect((await getInvoice(orderId, {})).statusCode).toBe(401);
  });
});

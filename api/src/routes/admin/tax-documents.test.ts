import { describe, expect, it } from 'vitest';
import { pdfText } from '../../invoices/pdf-text';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

type Cookies = Record<string, string>;
const get = (cookies: Cookies, url: string) => call(app(), 'GET', `/api/admin/v1${url}`, undefined, { cookies });
const move = (cookies: Cookies, orderId: string, body: Record<string, unknown>) =>
  call(app(), 'POST', `/api/admin/v1/orders/${orderId}/transitions`, body, { cookies });

/** The owner, warehouse and accounts desks signed in, and a shopper's cash order of 2 bars to Mumbai. */
async function shopWithOrder() {
  const { db } = database();
  const [owner, warehouse, accounts] = await Promise.all(
    (['owner', 'warehouse', 'accounts'] as const).map(async (role) => {
      await addStaff(db, role);
      return staffSignIn(app(), `${role}@example.in`);
    }),
  );
  const soap = await addProduct(db, {
    categoryId: await addCategory(db, 'Detergent'),
    productName: 'Ujjwal Bar',
    stock: 10,
    price: 100,
    hsnCode: '3401',
  });
  const asha = await buyer(app(), database());
  await asha.fill(soap, 2);
  const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
  return { owner, warehouse, accounts, orderId } as Record<'owner' | 'warehouse' | 'accounts', Cookies> & { orderId: string };
}

describe('the back office’s GST documents', () => {
  it('downloads the invoice once packed, the credit note after a cancellation, the packing slip and the month’s register, each audited', async () => {
    const shop = await shopWithOrder();
    expect((await get(shop.warehouse, `/orders/${shop.orderId}/invoice`)).statusCode).toBe(409);
    await move(shop.owner, shop.orderId, { to: 'confirmed' });
    await move(shop.warehouse, shop.orderId, { to: 'packed' });

    const invoice = await get(shop.warehouse, `/orders/${shop.orderId}/invoice`);
    expect(invoice.statusCode, invoice.body.slice(0, 300)).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const invoiceText = await pdfText(invoice.rawPayload);
    const invoiceNumber = /Invoice number: (UHC\/\d{4}\/\d{6})/.exec(invoiceText)?.[1] ?? '';
    expect(invoiceNumber).toMatch(/^UHC\//);
    expect(invoiceText).toContain('Place of supply: Maharashtra (27)');

    await move(shop.owner, shop.orderId, { to: 'cancelled', reason: 'Shopper called to cancel' });
    const noteNumber = invoiceNumber.replace(/^UHC\/(\d{4})\/\d{6}$/, 'CN/$1/000001');
    expect((await get(shop.warehouse, `/orders/${shop.orderId}/credit-notes/${encodeURIComponent(noteNumber)}`)).statusCode).toBe(403);
    const note = await get(shop.accounts, `/orders/${shop.orderId}/credit-notes/${encodeURIComponent(noteNumber)}`);
    expect(note.statusCode).toBe(200);
    const noteText = await pdfText(note.rawPayload);
    expect(noteText).toContain(`Credit note number: ${noteNumber}`);
    expect(noteText).toContain(`Against invoice: ${invoiceNumber}`);
    expect((await get(shop.accounts, `/orders/${shop.orderId}/credit-notes/CN%2F2627%2F999999`)).statusCode).toBe(404);

    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    expect((await get(shop.warehouse, `/gst-register?month=${month}`)).statusCode).toBe(403);
    expect((await get(shop.accounts, '/gst-register?month=2026-13')).statusCode).toBe(400);
    const register = await get(shop.accounts, `/gst-register?month=${month}`);
    expect(register.statusCode).toBe(200);
    expect(register.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = register.body.trim().split('\r\n');
    expect(rows[0]).toBe('Document,Number,Date,Against invoice,Buyer GSTIN,Place of supply,Taxable value,CGST,SGST,IGST');
    expect(rows[1]).toMatch(
      new RegExp(
        `^Invoice,${invoiceNumber},\\d{4}-\\d{2}-\\d{2},,unregistered,Maharashtra \\(27\\),\\d+\\.\\d\\d,0\\.00,0\\.00,\\d+\\.\\d\\d$`,
      ),
    );
    expect(rows[2]).toMatch(
      new RegExp(`^Credit note,${noteNumber},\\d{4}-\\d{2}-\\d{2},${invoiceNumber},unregistered,Maharashtra \\(27\\),-\\d+\\.\\d\\d,`),
    );

    expect((await get(shop.accounts, `/orders/${shop.orderId}/packing-slip`)).statusCode).toBe(403);
    const slip = await get(shop.warehouse, `/orders/${shop.orderId}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    const slipText = await pdfText(slip.rawPayload);
    for (const field of ['Packing Slip', 'Ship to', 'Ujjwal Bar', 'Mumbai, Maharashtra 400050', 'Cash on delivery'])
      expect(slipText).toContain(field);
    expect(slipText).not.toContain('INR');

    const audit = (await get(shop.owner, '/audit')).json().data.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(['invoice.download', 'creditNote.download', 'gstRegister.export', 'packingSlip.print']));
  });
});

import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument } from './invoice-document';
import { invoicedLines, invoicedOrder } from './invoice-fixtures';

describe('buildInvoiceDocument', () => {
  it('splits GST into CGST and SGST for a buyer in Gujarat, the odd paisa to CGST, halves adding up to the tax', () => {
    const order = invoicedOrder('Gujarat');
    const invoice = buildInvoiceDocument(order, invoicedLines(order.id));
    expect(invoice.intraState).toBe(true);
    expect(invoice.placeOfSupply).toBe('Gujarat');
    const odd = invoice.lines[1];
    expect(odd).toMatchObject({
      hsnCode: '34022090',
      quantity: 1,
      taxablePaise: 19950,
      gstRate: 18,
      cgstPaise: 1796,
      sgstPaise: 1795,
      igstPaise: 0,
    });
    expect(invoice.totals).toMatchObject({ taxablePaise: 39850, cgstPaise: 3587, sgstPaise: 3586, igstPaise: 0 });
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(7173);
  });

  it('charges IGST alone to a buyer in another state, with that state as the place of supply', () => {
    const order = invoicedOrder('Maharashtra');
    const invoice = buildInvoiceDocument(order, invoicedLines(order.id));
    expect(invoice.intraState).toBe(false);
    expect(invoice.placeOfSupply).toBe('Maharashtra');
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 7173 });
  });

  it('adds up lines, shipping and platform fee to the order total it was charged, a coupon discount included in the lines', () => {
    const order = invoicedOrder('Gujarat', { discount: '32.80' });
    const { totals } = buildInvoiceDocument(order, invoicedLines(order.id));
    const figured =
      totals.taxablePaise +
      totals.cgstPaise +
      totals.sgstPaise +
      totals.igstPaise +
      totals.otherChargesPaise +
      totals.shippingPaise +
      totals.platformFeePaise;
    expect(figured).toBe(totals.totalPaise);
    expect(totals.totalPaise).toBe(52023);
    expect(totals.discountPaise).toBe(3280);
  });

  it('names the supplier with its GSTIN and the buyer with the delivery address', () => {
    const order = invoicedOrder('Maharashtra');
    const invoice = buildInvoiceDocument(order, invoicedLines(order.id));
    expect(invoice.supplier).toMatchObject({ name: 'Ujjwal Home Care Private Limited', gstin: '24AABCU9603R1ZM', state: 'Gujarat' });
    expect(invoice.buyer).toEqual({ name: 'Asha Mehta', addressLines: ['12, Shanti Nagar, MG Road', 'Pune, Maharashtra 411001', 'India'] });
  });

  it('refuses an order without an invoice number', () => {
    const order = invoicedOrder('Gujarat', { invoiceNumber: null });
    expect(() => buildInvoiceDocument(order, [])).toThrow('has no invoice number');
  });
});

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
      cgstRate: 9,
      sgstRate: 9,
      igstRate: 0,
      unit: 'NOS',
      cgstPaise: 1796,
      sgstPaise: 1795,
      igstPaise: 0,
    });
    const goods = invoice.lines.slice(0, 2);
    expect(goods.reduce((sum, line) => sum + line.cgstPaise + line.sgstPaise, 0)).toBe(7173);
    expect(goods.reduce((sum, line) => sum + line.taxablePaise, 0)).toBe(39850);
  });

  it('charges IGST alone to a buyer in another state, with that state as the place of supply', () => {
    const order = invoicedOrder('Maharashtra');
    const invoice = buildInvoiceDocument(order, invoicedLines(order.id));
    expect(invoice.intraState).toBe(false);
    expect(invoice).toMatchObject({ placeOfSupply: 'Maharashtra', placeOfSupplyCode: '27' });
    // 71.73 on the goods and 7.63 on delivery and the platform fee.
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 7936 });
    expect(invoice.lines[0]).toMatchObject({ cgstRate: 0, sgstRate: 0, igstRate: 18 });
  });

  it('prints delivery and the platform fee as service lines at 18% within what was charged, SAC 9968 and 9985', () => {
    const order = invoicedOrder('Gujarat');
    const [delivery, fee] = buildInvoiceDocument(order, invoicedLines(order.id)).lines.slice(2);
    expect(delivery).toMatchObject({
      description: 'Delivery charge',
      hsnCode: '9968',
      unit: 'OTH',
      taxablePaise: 3390,
      gstRate: 18,
      totalPaise: 4000,
    });
    expect(delivery && delivery.cgstPaise + delivery.sgstPaise).toBe(610);
    expect(fee).toMatchObject({ description: 'Platform fee', hsnCode: '9985', taxablePaise: 847, totalPaise: 1000 });
  });

  it('decides CGST + SGST by the state codes, and refuses a line without an HSN code', () => {
    const order = invoicedOrder('Gujarat', { state: 'GUJARAT ', stateCode: '24' });
    expect(buildInvoiceDocument(order, invoicedLines(order.id)).intraState).toBe(true);
    const lines = invoicedLines(order.id).map((line) => ({ ...line, hsnCode: ' ' }));
    expect(() => buildInvoiceDocument(order, lines)).toThrow('without an HSN code');
  });

  it('adds up lines, shipping and platform fee to the order total it was charged, a coupon discount included in the lines', () => {
    const order = invoicedOrder('Gujarat', { discount: '32.80' });
    const { totals } = buildInvoiceDocument(order, invoicedLines(order.id));
    const figured = totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise + totals.otherChargesPaise;
    expect(figured).toBe(totals.totalPaise);
    expect(totals.totalPaise).toBe(52023);
    expect(totals.discountPaise).toBe(3280);
  });

  it('names the supplier with its GSTIN and the buyer with the delivery address', () => {
    const order = invoicedOrder('Maharashtra');
    const invoice = buildInvoiceDocument(order, invoicedLines(order.id));
    expect(invoice.supplier).toMatchObject({
      name: 'Ujjwal Home Care Private Limited',
      gstin: '24AABCU9603R1ZT',
      state: 'Gujarat',
      stateCode: '24',
    });
    expect(invoice.buyer).toMatchObject({
      name: 'Asha Mehta',
      gstin: '',
      addressLines: ['12, Shanti Nagar, MG Road', 'Pune, Maharashtra 411001', 'India'],
      billing: { name: 'Asha Mehta', state: 'Maharashtra', stateCode: '27' },
    });
  });

  it('bills a registered buyer at their GSTIN, legal name and billing state', () => {
    const order = invoicedOrder('Maharashtra', {
      buyerGstin: '27AAPFU0939F1ZV',
      buyerLegalName: 'Shree Traders LLP',
      billingAddress: '4 Station Road, Pune 411001',
      billingStateCode: '27',
    });
    expect(buildInvoiceDocument(order, invoicedLines(order.id)).buyer).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing: { name: 'Shree Traders LLP', addressLines: ['4 Station Road, Pune 411001'], state: 'Maharashtra', stateCode: '27' },
    });
  });

  it('refuses an order without an invoice number', () => {
    const order = invoicedOrder('Gujarat', { invoiceNumber: null });
    expect(() => buildInvoiceDocument(order, [])).toThrow('has no invoice number');
  });
});

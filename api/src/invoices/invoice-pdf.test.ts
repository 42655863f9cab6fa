import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument } from './invoice-document';
import { invoicedLines, invoicedOrder } from './invoice-fixtures';
import { renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-text';

describe('renderInvoicePdf', () => {
  it('writes supplier, GSTIN, invoice number, buyer, place of supply, HSN codes and the total as text', async () => {
    const order = invoicedOrder('Gujarat');
    const bytes = await renderInvoicePdf(buildInvoiceDocument(order, invoicedLines(order.id)));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Ujjwal Home Care Private Limited');
    expect(text).toContain('GSTIN: 24AABCU9603R1ZM');
    expect(text).toContain('Invoice number: UHC/2627/000123');
    expect(text).toContain('Invoice date: 22 Nov 2026');
    expect(text).toContain('Asha Mehta');
    expect(text).toContain('Place of supply: Gujarat');
    expect(text).toContain('34022010');
    expect(text).toContain('34022090');
    expect(text).toContain('CGST');
    expect(text).toContain('INR 35.87');
    expect(text).toContain('INR 520.23');
  });

  it('shows IGST only for a buyer outside Gujarat', async () => {
    const order = invoicedOrder('Maharashtra');
    const text = await pdfText(await renderInvoicePdf(buildInvoiceDocument(order, invoicedLines(order.id))));
    expect(text).toContain('Place of supply: Maharashtra');
    expect(text).toContain('IGST');
    expect(text).toContain('INR 71.73');
    expect(text).not.toContain('CGST');
  });

  it('notes a coupon discount as part of the taxable values, never as a row to subtract, and wraps long item names', async () => {
    const order = invoicedOrder('Gujarat', { discount: '32.80' });
    const lines = invoicedLines(order.id).map((line, index) =>
      index === 0 ? { ...line, productName: 'Ujjwal Foaming Hand Wash Lemon and Neem Refill Pouch 250 ml' } : line,
    );
    const text = await pdfText(await renderInvoicePdf(buildInvoiceDocument(order, lines)));
    expect(text).toContain('Taxable values are after a coupon discount of INR 32.80.');
    expect(text).not.toContain('INR -');
    expect(text).not.toMatch(/Discount\s+INR/);
    for (const word of ['Ujjwal', 'Foaming', 'Neem', 'Refill', 'Pouch', '250']) expect(text).toContain(word);
  });

  it('prints letters the standard fonts lack as ? instead of failing, and runs long orders onto more pages', async () => {
    const order = invoicedOrder('Gujarat', { buyerName: 'आशा Mehta' });
    const lines = Array.from({ length: 80 }, () => invoicedLines(order.id)).flat();
    const text = await pdfText(await renderInvoicePdf(buildInvoiceDocument(order, lines)));
    expect(text).toContain('?? Mehta');
    expect(text.match(/34022090/g)).toHaveLength(80);
  });
});

import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';
import { buildInvoiceDocument } from './invoice-document';
import { invoicedLines, invoicedOrder } from './invoice-fixtures';
import { renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-text';

const textOf = async (order: ReturnType<typeof invoicedOrder>, lines = invoicedLines(order.id)) =>
  pdfText(await renderInvoicePdf(buildInvoiceDocument(order, lines)));

describe('renderInvoicePdf', () => {
  it('writes every field GST Rule 46 asks for as text', async () => {
    const bytes = await renderInvoicePdf(buildInvoiceDocument(invoicedOrder('Gujarat'), invoicedLines(invoicedOrder('Gujarat').id)));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const field of [
      'Tax Invoice',
      'Ujjwal Home Care Private Limited',
      'GSTIN: 24AABCU9603R1ZT',
      'State: Gujarat (24)',
      'Invoice number: UHC/2627/000123',
      'Invoice date: 22 Nov 2026',
      'Bill to',
      'Ship to',
      'Asha Mehta',
      '12, Shanti Nagar, MG Road',
      'Buyer GSTIN: Unregistered',
      'Place of supply: Gujarat (24)',
      'HSN/SAC',
      '34022010',
      '34022090',
      '1 NOS',
      '9% 17.96',
      'Delivery charge',
      '9968',
      'Platform fee',
      '9985',
      'CGST',
      'SGST',
      'IGST',
      'INR 39.69',
      'INR 520.23',
      `Amount in words: ${rupeesInWords(52023)}`,
      'Tax payable on reverse charge: No',
      'For Ujjwal Home Care Private Limited',
      'Authorised Signatory',
    ])
      expect(text).toContain(field);
    expect(rupeesInWords(52023)).toBe('Rupees Five Hundred Twenty and Paise Twenty Three Only');
  });

  it('charges IGST to a registered buyer in Maharashtra, with their GSTIN, legal name and billing state', async () => {
    const text = await textOf(
      invoicedOrder('Maharashtra', {
        buyerGstin: '27AAPFU0939F1ZV',
        buyerLegalName: 'Shree Traders LLP',
        billingAddress: '4 Station Road, Pune 411001',
        billingStateCode: '27',
      }),
    );
    expect(text).toContain('Buyer GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Shree Traders LLP');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('18% 35.82');
    expect(text).toContain('INR 79.36');
  });

  it('prints a name in Gujarati or Devanagari as written', async () => {
    const text = await textOf(invoicedOrder('Gujarat', { buyerName: 'આશા મહેતા' }));
    expect(text).toContain('આશા મહેતા');
    expect(await textOf(invoicedOrder('Gujarat', { buyerName: 'आशा Mehta' }))).toMatch(/आशा\s+Mehta/);
  });

  it('embeds an Indian script’s font only when the invoice prints that script', async () => {
    const render = (buyerName: string) => {
      const order = invoicedOrder('Gujarat', { buyerName });
      return renderInvoicePdf(buildInvoiceDocument(order, invoicedLines(order.id)));
    };
    /** The faces a PDF embeds, by their base font names. */
    const fontsOf = async (bytes: Uint8Array) => {
      const pdf = await PDFDocument.load(bytes);
      const names = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
            ? object.get(PDFName.of('BaseFont'))
            : undefined,
        )
        .filter((name): name is PDFName => name instanceof PDFName)
        .map((name) => name.decodeText().replace(/-\d+$/, ''));
      return [...new Set(names)].sort();
    };
    const latin = await render('Asha Mehta');
    const gujarati = await render('આશા મહેતા');
    expect(await fontsOf(latin)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(await fontsOf(gujarati)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansGujarati-Regular']);
    expect(await fontsOf(await render('आशा આશા'))).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Regular',
      'NotoSansGujarati-Regular',
    ]);
    expect(latin.length).toBeLessThan(gujarati.length);
  });

  it('notes a coupon discount as part of the taxable values, wraps long item names and runs long orders onto more pages', async () => {
    const order = invoicedOrder('Gujarat', { discount: '32.80' });
    const lines = Array.from({ length: 80 }, () => invoicedLines(order.id))
      .flat()
      .map((line, index) => (index === 0 ? { ...line, productName: 'Ujjwal Foaming Hand Wash Lemon and Neem Refill Pouch 250 ml' } : line));
    const text = await textOf(order, lines);
    expect(text).toContain('Taxable values are after a coupon discount of INR 32.80.');
    expect(text).not.toContain('INR -');
    for (const word of ['Foaming', 'Neem', 'Refill', 'Pouch']) expect(text).toContain(word);
    expect(text.match(/34022090/g)).toHaveLength(80);
  });
});

import { formatDate, formatINR } from '@shop/shared/format';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { rupeesInWords } from './amount-in-words';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { embedInvoiceFonts, type InvoiceFonts } from './invoice-fonts';

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 40;
const SIZE = 9;
const TABLE_SIZE = 7.5;
const LEADING = 13;

// The shop's rupee format; a tax invoice names the currency by its code, and its columns need no sign.
const figure = (paise: number) => formatINR(paise / 100).replace('₹', '');
const rupees = (paise: number) => formatINR(paise / 100).replace('₹', 'INR ');

const invoiceDate = formatDate;

const taxCell = (rate: number, paise: number) => (rate ? `${rate}% ${figure(paise)}` : '-');

interface Column {
  title: string;
  x: number;
  width: number;
  right?: boolean;
  value: (line: InvoiceLine) => string;
}

const COLUMNS: Column[] = [
  { title: 'Item', x: MARGIN, width: 108, value: (line) => line.description },
  { title: 'HSN/SAC', x: 150, width: 38, value: (line) => line.hsnCode },
  { title: 'Qty', x: 190, width: 36, right: true, value: (line) => `${line.quantity} ${line.unit}` },
  { title: 'Rate', x: 228, width: 40, right: true, value: (line) => figure(line.unitPaise) },
  { title: 'Taxable', x: 270, width: 46, right: true, value: (line) => figure(line.taxablePaise) },
  { title: 'CGST', x: 318, width: 56, right: true, value: (line) => taxCell(line.cgstRate, line.cgstPaise) },
  { title: 'SGST', x: 376, width: 56, right: true, value: (line) => taxCell(line.sgstRate, line.sgstPaise) },
  { title: 'IGST', x: 434, width: 60, right: true, value: (line) => taxCell(line.igstRate, line.igstPaise) },
  { title: 'Total', x: 496, width: 59, right: true, value: (line) => figure(line.totalPaise) },
];

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: InvoiceFonts,
  ) {
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Starts a new page when fewer than `lines` lines are left. */
  room(lines: number) {
    if (this.y - lines * LEADING > MARGIN) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Splits text into lines no wider than `width`, at spaces where it can. */
  wrap(value: string, width: number, size = SIZE): string[] {
    const lines: string[] = [];
    let current = '';
    const fits = (text: string) => this.fonts.width(text, size) <= width;
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      // A single word wider than the column is cut into pieces that fit.
      while (!fits(current) && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  text(value: string, x: number, options: { bold?: boolean; size?: number; width?: number; right?: boolean } = {}) {
    const size = options.size ?? SIZE;
    const width = this.fonts.width(value, size, options.bold);
    let left = options.right && options.width ? x + options.width - width : x;
    // Each script is drawn in its own face, one run after the other.
    for (const run of this.fonts.runs(value, options.bold)) {
      this.page.drawText(run.text, { x: left, y: this.y, size, font: run.font, color: rgb(0, 0, 0) });
      left += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  line(value: string, options: { bold?: boolean; size?: number } = {}) {
    for (const part of this.wrap(value, PAGE[0] - 2 * MARGIN, options.size)) {
      this.room(1);
      this.text(part, MARGIN, options);
      this.y -= (options.size ?? SIZE) + 4;
    }
  }

  gap(points = LEADING / 2) {
    this.y -= points;
  }
}

const withCode = (state: string, code: string) => (code ? `${state} (${code})` : state);

/** A credit note cancelling the invoice in full: its own number and date, citing the invoice. */
export interface CreditNoteHeading {
  number: string;
  issuedAt: Date;
}

/** Who supplies, which document this is (the invoice, or the credit note citing it), and who buys and receives. */
function writeParties(w: Writer, invoice: InvoiceDocument, title: string, creditNote?: CreditNoteHeading) {
  const { supplier, buyer } = invoice;
  w.line(title, { bold: true, size: 16 });
  w.gap();
  w.line(supplier.name, { bold: true });
  for (const address of supplier.addressLines) w.line(address);
  w.line(`State: ${withCode(supplier.state, supplier.stateCode)}`);
  w.line(`GSTIN: ${supplier.gstin}`);
  w.gap();
  if (creditNote) {
    w.line(`Credit note number: ${creditNote.number}`, { bold: true });
    w.line(`Credit note date: ${invoiceDate(creditNote.issuedAt)}`);
    w.line(`Against invoice: ${invoice.invoiceNumber} of ${invoiceDate(invoice.invoiceDate)}`);
  } else {
    w.line(`Invoice number: ${invoice.invoiceNumber}`, { bold: true });
    w.line(`Invoice date: ${invoiceDate(invoice.invoiceDate)}`);
  }
  w.line(`Order: ${invoice.orderId}`);
  w.gap();
  w.line('Bill to', { bold: true });
  w.line(buyer.billing.name);
  for (const address of buyer.billing.addressLines) w.line(address);
  w.line(`State: ${withCode(buyer.billing.state, buyer.billing.stateCode)}`);
  w.line(`Buyer GSTIN: ${buyer.gstin || 'Unregistered'}`);
  w.gap();
  w.line('Ship to', { bold: true });
  w.line(buyer.name);
  for (const address of buyer.addressLines) w.line(address);
  w.line(`State: ${withCode(buyer.shipping.state, buyer.shipping.stateCode)}`);
  w.gap();
  w.line(`Place of supply: ${withCode(invoice.placeOfSupply, invoice.placeOfSupplyCode)}`);
  w.line('Tax payable on reverse charge: No');
  w.gap();
}

/** One row a line, under the column titles. */
function writeLineTable(w: Writer, lines: InvoiceLine[]) {
  w.room(3);
  for (const column of COLUMNS) w.text(column.title, column.x, { bold: true, size: TABLE_SIZE, width: column.width, right: column.right });
  w.y -= LEADING;
  const [itemColumn, ...figureColumns] = COLUMNS;
  for (const item of lines) {
    // The item's name wraps within its column instead of being cut; the figures sit on its first line.
    const description = itemColumn ? w.wrap(itemColumn.value(item), itemColumn.width, TABLE_SIZE) : [];
    w.room(description.length);
    for (const column of figureColumns)
      w.text(column.value(item), column.x, { size: TABLE_SIZE, width: column.width, right: column.right });
    for (const part of description) {
      w.text(part, MARGIN, { size: TABLE_SIZE });
      w.y -= LEADING;
    }
  }
  w.gap();
}

/** The tax totals, the amount in words and the signature block. */
function writeTotals(w: Writer, { totals, supplier }: InvoiceDocument) {
  const rows: [string, number][] = [
    ['Taxable value', totals.taxablePaise],
    ['CGST', totals.cgstPaise],
    ['SGST', totals.sgstPaise],
    ['IGST', totals.igstPaise],
  ];
  if (totals.otherChargesPaise) rows.push(['Other charges', totals.otherChargesPaise]);
  w.room(rows.length + 1);
  for (const [label, paise] of rows) {
    w.text(label, 352, { width: 100 });
    w.text(rupees(paise), 455, { width: 100, right: true });
    w.y -= LEADING;
  }
  w.text('Total', 352, { bold: true, width: 100 });
  w.text(rupees(totals.totalPaise), 455, { bold: true, width: 100, right: true });
  w.y -= LEADING * 1.5;
  w.line(`Amount in words: ${rupeesInWords(totals.totalPaise)}`);
  if (totals.discountPaise) {
    // The lines were sold at the coupon's prices, so the discount is part of their taxable values, not a row to subtract.
    w.line(`Taxable values are after a coupon discount of ${rupees(totals.discountPaise)}.`);
  }
  w.gap(LEADING * 2);
  w.room(3);
  w.line(`For ${supplier.name}`, { bold: true });
  w.gap(LEADING * 1.5);
  w.line('Authorised Signatory');
}

/**
 * Renders a tax invoice with every field GST Rule 46 asks for, in Noto Sans so names in Indian
 * scripts print as written; given a credit note, the same document as the credit note citing it.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument, creditNote?: CreditNoteHeading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = creditNote ? 'Credit Note' : 'Tax Invoice';
  pdf.setTitle(`${title} ${creditNote?.number ?? invoice.invoiceNumber}`);
  pdf.setAuthor(invoice.supplier.name);
  const w = new Writer(pdf, await embedInvoiceFonts(pdf, JSON.stringify([invoice, creditNote ?? null])));
  writeParties(w, invoice, title, creditNote);
  writeLineTable(w, invoice.lines);
  writeTotals(w, invoice);
  return pdf.save();
}

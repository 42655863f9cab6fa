import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 40;
const SIZE = 9;
const LEADING = 13;

// The standard fonts only carry WinAnsi, which has no ₹ and no Indic letters: amounts say INR and other letters become '?'.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const rupees = (paise: number) => `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const invoiceDate = (date: Date) =>
  date.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

interface Column {
  title: string;
  x: number;
  width: number;
  right?: boolean;
  value: (line: InvoiceLine, invoice: InvoiceDocument) => string;
}

const taxOf = (line: InvoiceLine, invoice: InvoiceDocument) =>
  invoice.intraState ? `${rupees(line.cgstPaise)} + ${rupees(line.sgstPaise)}` : rupees(line.igstPaise);

const COLUMNS: Column[] = [
  { title: 'Item', x: MARGIN, width: 150, value: (line) => line.description },
  { title: 'HSN', x: 195, width: 50, value: (line) => line.hsnCode },
  { title: 'Qty', x: 248, width: 25, right: true, value: (line) => String(line.quantity) },
  { title: 'Taxable value', x: 278, width: 72, right: true, value: (line) => rupees(line.taxablePaise) },
  { title: 'GST rate', x: 352, width: 40, right: true, value: (line) => `${line.gstRate}%` },
  { title: 'Tax', x: 395, width: 105, right: true, value: taxOf },
  { title: 'Amount', x: 503, width: 52, right: true, value: (line) => rupees(line.totalPaise) },
];

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
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
    for (const word of printable(value).split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      // A single word wider than the column is cut into pieces that fit.
      while (this.font.widthOfTextAtSize(current, size) > width && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && this.font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  text(value: string, x: number, options: { bold?: boolean; size?: number; width?: number; right?: boolean } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? SIZE;
    let shown = printable(value);
    if (options.width) while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > options.width) shown = shown.slice(0, -1);
    const left = options.right && options.width ? x + options.width - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: left, y: this.y, size, font, color: rgb(0, 0, 0) });
  }

  line(value: string, options: { bold?: boolean; size?: number } = {}) {
    this.room(1);
    this.text(value, MARGIN, options);
    this.y -= (options.size ?? SIZE) + 4;
  }

  gap(points = LEADING / 2) {
    this.y -= points;
  }
}

/** Renders a tax invoice to PDF bytes with the standard fonts, so its text can be searched and copied. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax Invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor(invoice.supplier.name);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  w.line('Tax Invoice', { bold: true, size: 16 });
  w.gap();
  w.line(invoice.supplier.name, { bold: true });
  for (const address of invoice.supplier.addressLines) w.line(address);
  w.line(`GSTIN: ${invoice.supplier.gstin}`);
  w.gap();
  w.line(`Invoice number: ${invoice.invoiceNumber}`, { bold: true });
  w.line(`Invoice date: ${invoiceDate(invoice.invoiceDate)}`);
  w.line(`Order: ${invoice.orderId}`);
  w.gap();
  w.line('Bill to / Ship to', { bold: true });
  w.line(invoice.buyer.name);
  for (const address of invoice.buyer.addressLines) w.line(address);
  w.line(`Place of supply: ${invoice.placeOfSupply}`);
  w.gap();

  const header = () => {
    for (const column of COLUMNS) w.text(column.title, column.x, { bold: true, width: column.width, right: column.right });
    w.y -= LEADING;
  };
  w.room(3);
  w.line(invoice.intraState ? 'Tax = CGST + SGST' : 'Tax = IGST');
  header();
  const [itemColumn, ...figureColumns] = COLUMNS;
  for (const item of invoice.lines) {
    // The item's name wraps within its column instead of being cut; the figures sit on its first line.
    const description = itemColumn ? w.wrap(itemColumn.value(item, invoice), itemColumn.width) : [];
    w.room(description.length);
    for (const column of figureColumns) w.text(column.value(item, invoice), column.x, { width: column.width, right: column.right });
    for (const part of description) {
      w.text(part, MARGIN);
      w.y -= LEADING;
    }
  }
  w.gap();

  const { totals } = invoice;
  const rows: [string, number][] = [['Taxable value', totals.taxablePaise]];
  if (invoice.intraState) rows.push(['CGST', totals.cgstPaise], ['SGST', totals.sgstPaise]);
  else rows.push(['IGST', totals.igstPaise]);
  if (totals.otherChargesPaise) rows.push(['Other charges', totals.otherChargesPaise]);
  rows.push(['Shipping', totals.shippingPaise], ['Platform fee', totals.platformFeePaise]);
  w.room(rows.length + 1);
  for (const [label, paise] of rows) {
    w.text(label, 352, { width: 100 });
    w.text(rupees(paise), 455, { width: 100, right: true });
    w.y -= LEADING;
  }
  w.text('Total', 352, { bold: true, width: 100 });
  w.text(rupees(totals.totalPaise), 455, { bold: true, width: 100, right: true });
  if (totals.discountPaise) {
    // The lines were sold at the coupon's prices, so the discount is part of their taxable values, not a row to subtract.
    w.y -= LEADING * 1.5;
    w.text(`Taxable values are after a coupon discount of ${rupees(totals.discountPaise)}.`, MARGIN);
  }
  return pdf.save();
}

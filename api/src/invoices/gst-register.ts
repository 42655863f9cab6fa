import type { CreditNote, Order, OrderLine } from '../db/schema';
import { buildInvoiceDocument } from './invoice-document';

const HEADER = ['Document', 'Number', 'Date', 'Against invoice', 'Buyer GSTIN', 'Place of supply', 'Taxable value', 'CGST', 'SGST', 'IGST'];

const rupees = (paise: number) => (paise / 100).toFixed(2);
const istDate = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);
// A spreadsheet would run a text cell starting with = + - @ as a formula; a negative amount stays a number.
const cell = (value: string) => {
  const safe = /^[=+\-@]/.test(value) && !/^-\d+\.\d\d$/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

interface Issued {
  invoices: { order: Order; lines: OrderLine[] }[];
  creditNotes: { note: CreditNote; order: Order; lines: OrderLine[] }[];
}

/** The month's GST sales register as CSV: one row per invoice and per credit note (its values negative), for the accountant. */
export function gstRegisterCsv({ invoices, creditNotes }: Issued): string {
  const row = (kind: string, number: string, date: Date, against: string, order: Order, lines: OrderLine[], sign: 1 | -1) => {
    const invoice = buildInvoiceDocument(order, lines);
    const { totals } = invoice;
    return [
      kind,
      number,
      istDate(date),
      against,
      order.buyerGstin || 'unregistered',
      `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})`,
      rupees(sign * totals.taxablePaise),
      rupees(sign * totals.cgstPaise),
      rupees(sign * totals.sgstPaise),
      rupees(sign * totals.igstPaise),
    ];
  };
  const rows = [
    HEADER,
    ...invoices.map(({ order, lines }) =>
      row('Invoice', order.invoiceNumber ?? '', order.invoiceDate ?? order.createdAt, '', order, lines, 1),
    ),
    ...creditNotes.map(({ note, order, lines }) => row('Credit note', note.number, note.issuedAt, note.invoiceNumber, order, lines, -1)),
  ];
  return `${rows.map((cells) => cells.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The first moment of a month (YYYY-MM) in India and of the month after it. */
export function monthInIndia(month: string): { from: Date; to: Date } {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

import { shortOrderId } from '@shop/shared/format';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Order, OrderLine } from '../db/schema';
import { embedInvoiceFonts } from './invoice-fonts';

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 40;
const LEADING = 14;

type SlipOrder = Pick<
  Order,
  'id' | 'createdAt' | 'buyerName' | 'houseNumber' | 'societyName' | 'street' | 'city' | 'state' | 'pinCode' | 'country' | 'paymentType'
>;
type SlipLine = Pick<OrderLine, 'productName' | 'selectedWeight' | 'quantity' | 'isFree'>;

/** The packing slip the warehouse puts in the parcel: who it goes to and what is in it, without prices. */
export async function renderPackingSlipPdf(order: SlipOrder, lines: SlipLine[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip #${shortOrderId(order.id)}`);
  const fonts = await embedInvoiceFonts(pdf, JSON.stringify([order, lines]));
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (text: string, options: { bold?: boolean; size?: number; x?: number } = {}) => {
    if (y < MARGIN + LEADING) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    let x = options.x ?? MARGIN;
    for (const run of fonts.runs(text, options.bold)) {
      page.drawText(run.text, { x, y, size: options.size ?? 10, font: run.font, color: rgb(0, 0, 0) });
      x += run.font.widthOfTextAtSize(run.text, options.size ?? 10);
    }
  };
  const next = (points = LEADING) => {
    y -= points;
  };

  write('Packing Slip', { bold: true, size: 16 });
  next(LEADING * 2);
  write(`Order #${shortOrderId(order.id)}`, { bold: true });
  next();
  write(
    `Placed: ${order.createdAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' })}`,
  );
  next();
  write(order.paymentType === 'cod' ? 'Cash on delivery: collect the order total' : 'Paid online');
  next(LEADING * 1.5);
  write('Ship to', { bold: true });
  next();
  const street = [order.houseNumber, order.societyName, order.street].filter(Boolean).join(', ');
  for (const text of [order.buyerName, street, `${order.city}, ${order.state} ${order.pinCode}`, order.country]) {
    write(text);
    next();
  }
  next(LEADING / 2);
  write('Item', { bold: true });
  write('Pack', { bold: true, x: 380 });
  write('Qty', { bold: true, x: 500 });
  next();
  for (const line of lines) {
    write(line.isFree ? `${line.productName} (free)` : line.productName);
    write(line.selectedWeight, { x: 380 });
    write(String(line.quantity), { x: 500 });
    next();
  }
  return pdf.save();
}

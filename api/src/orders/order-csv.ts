import { ORDER_STATUS_WORDS } from '@shop/shared/format';
import { stringify } from 'csv-stringify/sync';
import type { Order } from '../db/schema';

/** The columns of the orders export, in the order an accountant or a courier desk reads them. */
const COLUMNS = [
  'Order number',
  'Order ID',
  'Placed at (IST)',
  'Status',
  'Buyer',
  'Phone',
  'City',
  'State',
  'Pincode',
  'Payment',
  'Items',
  'Subtotal',
  'Discount',
  'GST',
  'Shipping',
  'Platform fee',
  'Total',
  'Invoice number',
  'Courier',
  'Tracking number',
] as const;

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata', hour12: false });

/**
 * A cell a spreadsheet must read as text: names and addresses come from shoppers, and a cell
 * starting with = + - @ (or a tab or return) would run as a formula when the file is opened.
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface ExportRow {
  order: Order;
  phone: string;
  items: number | null;
  number: string;
}

/** The orders as CSV with a header row (UTF-8 with a byte-order mark, so spreadsheets read ₹ and Indian scripts). */
export function ordersCsv(rows: readonly ExportRow[]): string {
  const records = rows.map(({ order, phone, items, number }) => [
    number,
    order.id,
    indiaTime.format(order.createdAt),
    ORDER_STATUS_WORDS[order.status],
    asText(order.buyerName),
    asText(phone),
    asText(order.city),
    asText(order.state),
    asText(order.pinCode),
    order.paymentType === 'cod' ? 'Cash on delivery' : 'Online',
    String(items ?? 0),
    order.subtotal,
    order.discount,
    order.gst,
    order.shipping,
    order.platformFee,
    order.totalAmount,
    order.invoiceNumber ?? '',
    order.courier ?? '',
    order.trackingNumber ?? '',
  ]);
  return `\uFEFF${stringify([[...COLUMNS], ...records])}`;
}

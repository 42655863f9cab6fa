import type { AppDb } from '../db/client';
import type { Order } from '../db/schema';
import { assignInvoiceNumber } from '../invoices/invoice-number';

/**
 * The invoice fields of an order paid (or placed for cash on delivery) at `at`: the next number of
 * the financial year, taken in the order's transaction so a rolled-back order gives it back.
 */
export async function numberInvoice(tx: AppDb, at: Date): Promise<Pick<Order, 'invoiceNumber' | 'invoiceDate'>> {
  return { invoiceNumber: await assignInvoiceNumber(tx, at), invoiceDate: at };
}

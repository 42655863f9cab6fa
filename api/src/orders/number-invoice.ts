import type { OrderStatus } from '@shop/shared/contracts';
import type { AppDb } from '../db/client';
import type { CreditNote, Order } from '../db/schema';
import { assignCreditNoteNumber } from '../invoices/credit-note-number';
import { assignInvoiceNumber } from '../invoices/invoice-number';
import type { OrderRepositories } from './order-repositories';

/** The states that call off an order's supply: once invoiced, reaching one issues a credit note. */
const CALLED_OFF: ReadonlySet<OrderStatus> = new Set(['cancelled', 'returned', 'returned_to_origin']);

/**
 * The invoice fields a move gives an order (decision 029): the move to packed takes the next number
 * of the financial year, in the move's transaction so a failed move gives it back. Orders numbered
 * when placed, under the earlier rule, keep their number.
 */
export async function invoiceOnMove(tx: AppDb, order: Order, to: OrderStatus, at: Date): Promise<Partial<Order>> {
  if (to !== 'packed' || order.invoiceNumber) return {};
  return { invoiceNumber: await assignInvoiceNumber(tx, at), invoiceDate: at };
}

/** Issues the credit note citing an invoiced order's invoice when the order is cancelled or comes back. */
export async function creditNoteOnMove(
  repositories: OrderRepositories,
  tx: AppDb,
  order: Order,
  at: Date,
): Promise<CreditNote | undefined> {
  if (!CALLED_OFF.has(order.status) || !order.invoiceNumber) return undefined;
  const number = await assignCreditNoteNumber(tx, at);
  return repositories.creditNotes.issue({
    number,
    orderId: order.id,
    invoiceNumber: order.invoiceNumber,
    reason: order.status,
    issuedAt: at,
  });
}

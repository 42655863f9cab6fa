import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { invoiceCounters } from '../db/schema';
import { financialYear } from './financial-year';

const PREFIX = 'UHC';
const DIGITS = 6;
/** The GST rules allow at most 16 characters in an invoice number. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** Formats the n-th invoice of a financial year: (2627, 123) → UHC/2627/000123. */
export function formatInvoiceNumber(year: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not an invoice sequence number: ${n}`);
  const formatted = `${PREFIX}/${year}/${String(n).padStart(DIGITS, '0')}`;
  if (formatted.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Invoice number too long: ${formatted}`);
  return formatted;
}

/**
 * The next invoice number of the financial year of `at`, taken in the caller's transaction (`tx`).
 * The upsert locks the year's counter row until the transaction ends, so concurrent orders get consecutive, distinct numbers
 * and a rolled-back order gives its number back.
 */
export async function assignInvoiceNumber(tx: AppDb, at: Date): Promise<string> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('The invoice counter returned no row');
  return formatInvoiceNumber(year, row.lastNumber);
}

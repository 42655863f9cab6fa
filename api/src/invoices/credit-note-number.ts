import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { creditNoteCounters } from '../db/schema';
import { financialYear } from './financial-year';
import { INVOICE_NUMBER_MAX_LENGTH } from './invoice-number';

/** Formats the n-th credit note of a financial year like the invoices, in a series of its own: ('2627', 1) → CN/2627/000001. */
export function formatCreditNoteNumber(year: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a credit note sequence number: ${n}`);
  const formatted = `CN/${year}/${String(n).padStart(6, '0')}`;
  if (formatted.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Credit note number too long: ${formatted}`);
  return formatted;
}

/**
 * The next credit note number of the financial year of `at`, in the caller's transaction: like the
 * invoices' counter, the row stays locked until it ends, so numbers are consecutive and a rollback gives one back.
 */
export async function assignCreditNoteNumber(tx: AppDb, at: Date): Promise<string> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.financialYear, set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!row) throw new Error('The credit note counter returned no row');
  return formatCreditNoteNumber(year, row.lastNumber);
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters } from '../db/schema';
import { useTestDatabase } from '../test/test-database';
import { assignInvoiceNumber, formatInvoiceNumber, INVOICE_NUMBER_MAX_LENGTH } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('writes the 123rd invoice of 2026–27 as UHC/2627/000123, 15 characters', () => {
    const formatted = formatInvoiceNumber('2627', 123);
    expect(formatted).toBe('UHC/2627/000123');
    expect(formatted).toHaveLength(15);
  });

  it('stays within 16 characters up to the millionth invoice and refuses beyond', () => {
    expect(formatInvoiceNumber('2627', 9_999_999)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => formatInvoiceNumber('2627', 10_000_000)).toThrow(RangeError);
  });

  it('refuses a number below one', () => {
    expect(() => formatInvoiceNumber('2627', 0)).toThrow(RangeError);
  });
});

describe('assignInvoiceNumber', () => {
  const database = useTestDatabase();

  it('starts each financial year at 000001 and counts on within it', async () => {
    const { db } = database();
    const take = (at: string) => db.transaction((tx) => assignInvoiceNumber(tx, new Date(at)));
    expect(await take('2026-11-22T10:00:00+05:30')).toBe('UHC/2627/000001');
    expect(await take('2027-03-31T23:59:00+05:30')).toBe('UHC/2627/000002');
    expect(await take('2027-04-01T00:00:00+05:30')).toBe('UHC/2728/000001');
  });

  it('gives the number back when the order transaction rolls back', async () => {
    const { db } = database();
    const at = new Date('2026-11-22T10:00:00+05:30');
    await expect(
      db.transaction(async (tx) => {
        await assignInvoiceNumber(tx, at);
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await db.transaction((tx) => assignInvoiceNumber(tx, at))).toBe('UHC/2627/000001');
  });

  it('gives 100 concurrent transactions 100 distinct consecutive numbers', async () => {
    const { db } = database();
    const at = new Date('2026-11-22T10:00:00+05:30');
    const numbers = await Promise.all(Array.from({ length: 100 }, () => db.transaction((tx) => assignInvoiceNumber(tx, at))));
    const expected = Array.from({ length: 100 }, (_, i) => formatInvoiceNumber('2627', i + 1));
    expect([...numbers].sort()).toEqual(expected);
    const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2627'));
    expect(counter?.lastNumber).toBe(100);
  });
});

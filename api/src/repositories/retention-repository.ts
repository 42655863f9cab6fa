import { and, eq, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { orders, refunds, returnPhotos, users } from '../db/schema';

/**
 * What the shop keeps of an erased person only while a law or an open matter needs it
 * (decision 033): return photos until the order's return and refunds are settled, and the names and
 * addresses on their orders until the GST law's retention period has run out.
 */
export function createRetentionRepository(db: AppDb) {
  const erasedBuyers = () => db.select({ id: users.id }).from(users).where(isNotNull(users.erasedAt));

  return {
    /** The return photos of erased people whose order asks no return now and waits for no refund. */
    settledPhotosOfErased(): Promise<{ id: string; fileName: string }[]> {
      return db
        .select({ id: returnPhotos.id, fileName: returnPhotos.fileName })
        .from(returnPhotos)
        .innerJoin(orders, eq(orders.id, returnPhotos.orderId))
        .where(
          and(
            inArray(orders.userId, erasedBuyers()),
            ne(orders.status, 'return_requested'),
            notExists(
              db
                .select({ id: refunds.id })
                .from(refunds)
                .where(and(eq(refunds.orderId, orders.id), eq(refunds.state, 'pending'))),
            ),
          ),
        );
    },

    async forgetPhotos(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(returnPhotos).where(inArray(returnPhotos.id, [...ids]));
    },

    /**
     * Blanks the names and street addresses on erased people's orders whose retention has run out:
     * 72 months from 31 December after the end of the order's financial year (April to March, in
     * India time), the due date of that year's annual return. The tax facts — numbers, amounts,
     * rates, GSTIN, the state of supply — stay for the books. Answers how many orders were blanked.
     */
    async blankOrdersPastRetention(now: Date): Promise<number> {
      // The financial year ends on 31 March of this year: the order's India date moved on 9 months.
      const yearEnds = sql`extract(year from (${orders.createdAt} at time zone 'Asia/Kolkata') + interval '9 months')::int`;
      const keptUntil = sql`(make_date(${yearEnds} + 7, 1, 1)::timestamp at time zone 'Asia/Kolkata')`;
      const blanked = await db
        .update(orders)
        .set({ houseNumber: '', societyName: '', street: '', city: '', pinCode: '', buyerName: '', buyerLegalName: '', billingAddress: '' })
        .where(
          and(
            inArray(orders.userId, erasedBuyers()),
            sql`${keptUntil} <= ${now.toISOString()}::timestamptz`,
            or(
              ne(orders.buyerName, ''),
              ne(orders.houseNumber, ''),
              ne(orders.street, ''),
              ne(orders.billingAddress, ''),
              ne(orders.buyerLegalName, ''),
              ne(orders.pinCode, ''),
            ),
          ),
        )
        .returning({ id: orders.id });
      return blanked.length;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type ReturnPhoto, returnPhotos } from '../db/schema';
import { isUuid } from './product-repository';

/** The photos shoppers sent with their return requests (the files live under the data folder's uploads). */
export function createReturnPhotoRepository(db: AppDb) {
  return {
    async add(rows: (typeof returnPhotos.$inferInsert)[]): Promise<ReturnPhoto[]> {
      if (rows.length === 0) return [];
      return db.insert(returnPhotos).values(rows).returning();
    },

    /** The photos of these orders, oldest request first, each request's in the order they were chosen. */
    async of(orderIds: readonly string[]): Promise<ReturnPhoto[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(returnPhotos)
        .where(inArray(returnPhotos.orderId, [...orderIds]))
        .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.position), asc(returnPhotos.fileName));
    },

    /** The photo of this name, only if it was sent with this order. */
    async find(orderId: string, fileName: string): Promise<ReturnPhoto | undefined> {
      if (!isUuid(orderId)) return undefined;
      const [row] = await db
        .select()
        .from(returnPhotos)
        .where(and(eq(returnPhotos.orderId, orderId), eq(returnPhotos.fileName, fileName)));
      return row;
    },
  };
}

export type ReturnPhotoRepository = ReturnType<typeof createReturnPhotoRepository>;

import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { addresses } from '../db/schema';
import { isUuid } from './product-repository';

export function createOrderRepository(db: AppDb) {
  return {
    /** One of the shopper's own saved addresses; undefined for anyone else's, an unknown or a malformed id. */
    async findAddress(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row;
    },
  };
}

import { gstStateCode } from '@shop/shared/location';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { addresses } from '../db/schema';
import { isUuid } from './product-repository';

export interface AddressInput {
  houseNumber: string;
  societyName: string;
  street: string;
  city: string;
  state: string;
  country: string;
  pinCode: string;
}

export interface AddressView extends AddressInput {
  _id: string;
}

const columns = {
  _id: addresses.id,
  houseNumber: addresses.houseNumber,
  societyName: addresses.societyName,
  street: addresses.street,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  pinCode: addresses.pinCode,
};

export function createAddressRepository(db: AppDb) {
  return {
    /** A shopper's saved addresses, oldest first. */
    list(userId: string): Promise<AddressView[]> {
      return db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
    },

    async create(userId: string, input: AddressInput): Promise<AddressView> {
      // createdAt from the database's clock: microseconds keep two quick saves in order.
      const [row] = await db
        .insert(addresses)
        .values({ ...input, stateCode: gstStateCode(input.state), userId })
        .returning(columns);
      if (!row) throw new Error('Insert into addresses returned no row');
      return row;
    },

    /** Deletes one of the shopper's own addresses; false for anyone else's, an unknown or a malformed id. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const removed = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return removed.length > 0;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;

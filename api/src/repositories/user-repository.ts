import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { accountDeletionRequests, type User, users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { isUuid } from './product-repository';

export interface NewAccount {
  fullName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
  accountType?: 'retailer' | 'wholesaler';
  verifiedAt?: Date | null;
}

export interface ProfileChanges {
  fullName?: string;
  phoneNumber?: string;
  profileImage?: string;
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export function createUserRepository(db: AppDb) {
  async function findById(id: string): Promise<User | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  return {
    /** The account with this e-mail address, whatever its case. */
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sameEmail(email));
      return row;
    },

    findById,

    /**
     * Locks the shopper's row and reads it. Every transaction that changes a shopper's orders takes
     * it first (decision 009); `skipLocked` answers undefined instead of waiting for another holder.
     */
    async lockShopper(id: string, options: { skipLocked?: boolean } = {}): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.id, id))
        .for('update', options.skipLocked ? { skipLocked: true } : {});
      return row;
    },

    /** Sets whether the shopper has used their one coupon. */
    async setCouponUsed(id: string, used: boolean): Promise<void> {
      await db.update(users).set({ isAlreadyCouponUsed: used }).where(eq(users.id, id));
    },

    /**
     * The session version of an account that exists and is not waiting for deletion; undefined
     * otherwise. Read from the database on every call, so every API process sees a raise at once.
     */
    async sessionVersionOf(id: string): Promise<number | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ sessionVersion: users.sessionVersion })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletionRequestedAt)));
      return row?.sessionVersion;
    },

    /** Raises the account's session version, which ends every token issued before. */
    async raiseSessionVersion(id: string): Promise<void> {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id));
    },

    /** Creates an account; undefined when the address is already taken (even by a parallel sign-up). */
    async create(account: NewAccount): Promise<User | undefined> {
      try {
        const [row] = await db.insert(users).values(account).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Rewrites an account that was never verified (a repeated sign-up); undefined once it is verified. */
    async rewriteUnverified(id: string, account: NewAccount): Promise<User | undefined> {
      const { fullName, email, phoneNumber, passwordHash } = account;
      const [row] = await db
        .update(users)
        .set({ fullName, email, phoneNumber, passwordHash })
        .where(and(eq(users.id, id), isNull(users.verifiedAt)))
        .returning();
      return row;
    },

    async markVerified(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ verifiedAt: at })
        .where(and(eq(users.id, id), isNull(users.verifiedAt)));
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Saves the shopper's business details for GST invoices (decision 029); answers them as stored. */
    async setBusinessDetails(id: string, details: Pick<User, 'gstin' | 'legalName' | 'billingAddress' | 'billingStateCode'>) {
      const [row] = await db.update(users).set(details).where(eq(users.id, id)).returning({
        gstin: users.gstin,
        legalName: users.legalName,
        billingAddress: users.billingAddress,
        billingStateCode: users.billingStateCode,
      });
      return row;
    },

    async updateProfile(id: string, changes: ProfileChanges): Promise<User | undefined> {
      if (Object.keys(changes).length === 0) return findById(id);
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    /** Records a deletion request and marks the account, in one transaction. */
    async requestDeletion(user: Pick<User, 'id' | 'email'>, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(accountDeletionRequests).values({ userId: user.id, email: user.email, createdAt: at });
        await tx.update(users).set({ deletionRequestedAt: at }).where(eq(users.id, user.id));
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { otpCodes } from '../db/schema';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

export interface NewOtpCode {
  email: string;
  purpose: string;
  codeHash: string;
  algoName?: string;
  expiresAt: Date;
  createdAt: Date;
}

export function createOtpCodeRepository(db: AppDb) {
  return {
    async create(row: NewOtpCode): Promise<void> {
      await db.insert(otpCodes).values({ ...row, email: row.email.trim().toLowerCase() });
    },

    /** The newest code sent to an address for any of the purposes. */
    async latest(email: string, purposes: readonly string[]): Promise<OtpCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.email, email.trim().toLowerCase()), inArray(otpCodes.purpose, [...purposes])))
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong try and returns the new count. */
    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Uses up a code; false when it was already used, so it works once however many ask at once. */
    async consume(id: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(otpCodes)
        .set({ consumedAt: at })
        .where(and(eq(otpCodes.id, id), sql`${otpCodes.consumedAt} is null`))
        .returning({ id: otpCodes.id });
      return updated.length > 0;
    },

    async markVerified(id: string, at: Date): Promise<void> {
      await db.update(otpCodes).set({ verifiedAt: at }).where(eq(otpCodes.id, id));
    },
  };
}

export type OtpCodeRepository = ReturnType<typeof createOtpCodeRepository>;

import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { otpCodes, type PendingSignup } from '../db/schema';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

export interface NewOtpCode {
  email: string;
  purpose: string;
  codeHash: string;
  algoName?: string;
  signup?: PendingSignup;
  expiresAt: Date;
  createdAt: Date;
}

/** Not used, not killed, not out of time. */
const alive = (at: Date) => and(isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, at));

export function createOtpCodeRepository(db: AppDb) {
  /** Changes a code only while it lives; false when it was already used, killed or out of time. */
  async function setIfAlive(id: string, at: Date, changes: Partial<OtpCodeRow>): Promise<boolean> {
    const updated = await db
      .update(otpCodes)
      .set(changes)
      .where(and(eq(otpCodes.id, id), alive(at)))
      .returning({ id: otpCodes.id });
    return updated.length > 0;
  }

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

    /**
     * Counts a wrong try against a live code and kills it on the try after the last one allowed,
     * in one statement: parallel guesses queue on the row, so none is counted against a dead code
     * and none slips in between the count and the kill. The new count, or undefined when the code
     * was already used, killed or out of time.
     */
    async countWrongTry(id: string, at: Date, maxWrongTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({
          attempts: sql`${otpCodes.attempts} + 1`,
          consumedAt: sql`case when ${otpCodes.attempts} + 1 > ${maxWrongTries} then ${at.toISOString()}::timestamptz end`,
        })
        .where(and(eq(otpCodes.id, id), alive(at)))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts;
    },

    /** Uses up a live code; false when it was already used, killed or out of time, so it works once however many ask at once. */
    consume: (id: string, at: Date) => setIfAlive(id, at, { consumedAt: at }),

    /** Marks a live reset code verified; false when it died first. */
    markVerified: (id: string, at: Date) => setIfAlive(id, at, { verifiedAt: at }),
  };
}

export type OtpCodeRepository = ReturnType<typeof createOtpCodeRepository>;

import type { PendingSignup } from '../db/schema';
import { AppError } from '../http/app-error';
import type { OtpCodeRepository, OtpCodeRow } from '../repositories/otp-code-repository';
import { codeMatches, generateCode, hashCode, OTP_MAX_WRONG_TRIES, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, type OtpPurpose } from './codes';

export const INVALID_OTP = 'Invalid OTP';
export const OTP_EXPIRED = 'This code has expired. Please request a new one.';
export const OTP_TOO_SOON = 'Please wait a minute before asking for another code.';

const invalidOtp = () => new AppError(400, 'INVALID_OTP', INVALID_OTP);
const expiredOtp = () => new AppError(400, 'OTP_EXPIRED', OTP_EXPIRED);

/** Issues and checks the mailed codes; every time comes from Date, so tests can move the clock. */
export function createOtpService(codes: OtpCodeRepository) {
  /**
   * The newest code for the purposes if it is right; counts a wrong try and kills the code on
   * the last one. A right code is only read here: whatever the caller does with it (use it up,
   * mark it verified) is a statement that holds only while the code still lives.
   */
  async function check(email: string, purposes: readonly OtpPurpose[], code: string): Promise<OtpCodeRow> {
    const row = await codes.latest(email, purposes);
    if (!row) throw invalidOtp();
    if (row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw expiredOtp();
    if (!codeMatches(row.codeHash, code)) {
      throw (await countWrongTry(row)) ? invalidOtp() : expiredOtp();
    }
    return row;
  }

  /** Counts a wrong try; false when the code was dead already or this try killed it. */
  async function countWrongTry(row: OtpCodeRow): Promise<boolean> {
    const wrongTries = await codes.countWrongTry(row.id, new Date(), OTP_MAX_WRONG_TRIES);
    return wrongTries !== undefined && wrongTries <= OTP_MAX_WRONG_TRIES;
  }

  /** Whether a code for this address and purpose was sent less than a minute ago. */
  async function sentRecently(email: string, purpose: OtpPurpose): Promise<boolean> {
    const last = await codes.latest(email, [purpose]);
    return last !== undefined && Date.now() - last.createdAt.getTime() < OTP_RESEND_INTERVAL_MS;
  }

  return {
    sentRecently,

    /**
     * Stores a new code and returns it for mailing; 429 OTP_TOO_SOON within a minute of the last one.
     * A sign-up code keeps the details of the sign-up that asked for it.
     */
    async issue(email: string, purpose: OtpPurpose, algoName = '', signup?: PendingSignup): Promise<string> {
      if (await sentRecently(email, purpose)) throw new AppError(429, 'OTP_TOO_SOON', OTP_TOO_SOON);
      const code = generateCode();
      const now = Date.now();
      await codes.create({
        email,
        purpose,
        codeHash: hashCode(code),
        algoName,
        signup,
        expiresAt: new Date(now + OTP_TTL_MS),
        createdAt: new Date(now),
      });
      return code;
    },

    check,

    /** Checks a code and uses it up, so it works once. */
    async use(email: string, purposes: readonly OtpPurpose[], code: string): Promise<OtpCodeRow> {
      const row = await check(email, purposes, code);
      if (!(await codes.consume(row.id, new Date()))) throw expiredOtp();
      return row;
    },

    /** Counts a wrong try against a code that was otherwise right (a bad change-password header). */
    countWrongTry,

    /** Marks a checked reset code verified; 400 OTP_EXPIRED when parallel wrong tries killed it first. */
    async markVerified(row: OtpCodeRow): Promise<void> {
      if (!(await codes.markVerified(row.id, new Date()))) throw expiredOtp();
    },

    /** Uses up a code checked earlier; 400 OTP_EXPIRED when a parallel call used it first. */
    async consume(row: OtpCodeRow): Promise<void> {
      if (!(await codes.consume(row.id, new Date()))) throw expiredOtp();
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

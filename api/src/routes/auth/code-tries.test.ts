import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '../../auth/codes';
import { otpCodes } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, otherCode } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const ROUNDS = 10;
const WRONG = 9;

describe('a code under parallel guesses', () => {
  it(`lets no one in after its ${OTP_MAX_WRONG_TRIES + 1}th wrong try: ${WRONG} wrong codes and the right one sent at once, ${ROUNDS} times`, async () => {
    const survivedTheLimit: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `guessed${round}@example.in`;
      await addUser(database().db, { email, verifiedAt: null });
      const code = await app().otp.issue(email, 'signup');
      // Every guess from its own address, so the per-address budget stays out of the way.
      const guess = (otp: string, n: number) =>
        call(app(), 'POST', '/api/v1/auth/signup/verify', { email, otp }, { remoteAddress: `198.51.${round}.${n + 1}` });
      const replies = await Promise.all([...Array.from({ length: WRONG }, (_, n) => guess(otherCode(code), n)), guess(code, WRONG)]);

      const answers = replies.map((reply) => reply.json().errorCode ?? 'OK');
      expect(answers.filter((answer) => answer === 'INVALID_OTP').length).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
      const [row] = await database().db.select().from(otpCodes).where(eq(otpCodes.email, email));
      // The right code may win only while fewer than six wrong tries have been counted against it.
      if (answers[WRONG] === 'OK' && (row?.attempts ?? 0) > OTP_MAX_WRONG_TRIES) survivedTheLimit.push(round);
    }
    expect(survivedTheLimit).toEqual([]);
  });
});

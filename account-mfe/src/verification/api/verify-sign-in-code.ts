import { request } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';

/** Checks a sign-up or sign-in code (`POST auth/signup/verify`); the server starts the session and returns the user. */
export async function verifySignInCode(email: string, otp: string): Promise<User> {
  const reply = await request('POST', 'auth/signup/verify', { email, otp });
  return reply.data.user;
}

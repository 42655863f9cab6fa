import { request } from '@shop/shared/api-client';

/** Checks a password-reset code (`POST auth/forgot-password/verify`) and resolves with the server's message. */
export async function verifyResetCode(email: string, otp: string): Promise<string | undefined> {
  const reply = await request('POST', 'auth/forgot-password/verify', { email, otp });
  return reply.message;
}

import { request } from '@shop/shared/api-client';

/** Mails a sign-in code (`POST auth/login/otp`); the reply is the same for unknown addresses. */
export async function sendLoginCode(email: string): Promise<string | undefined> {
  const reply = await request('POST', 'auth/login/otp', { email });
  return reply.message;
}

import { request } from '@shop/shared/api-client';
import type { SignUpPayload } from '@shop/shared/contracts';

/** Creates the account (`POST auth/signup`); a code is mailed to verify the e-mail. Resolves with the server's message. */
export async function signUp(payload: SignUpPayload): Promise<string | undefined> {
  const reply = await request('POST', 'auth/signup', payload);
  return reply.message;
}

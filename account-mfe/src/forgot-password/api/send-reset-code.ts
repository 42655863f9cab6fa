import { request } from '@shop/shared/api-client';

/** What asking for a reset code answers: the algorithm the change-password token must use. */
export interface ResetCodeSent {
  algoName: string;
  message?: string;
}

/** Mails a password-reset code (`POST auth/forgot-password`). The reply is the same for unknown addresses. */
export async function sendResetCode(email: string): Promise<ResetCodeSent> {
  const reply = await request('POST', 'auth/forgot-password', { email });
  return { algoName: reply.data.algoName, message: reply.message };
}

import { request } from '@shop/shared/api-client';
import { RESET_TOKEN_HEADER } from '@shop/shared/auth';
import type { ChangePasswordPayload } from '@shop/shared/contracts';

/** The new password with the code that allows it. */
export type ChangePasswordBody = ChangePasswordPayload;

/** Sets the new password (`PUT auth/forgot-password`), proving the code with its header token. */
export async function changePassword(body: ChangePasswordBody, token: string): Promise<string | undefined> {
  const reply = await request('PUT', 'auth/forgot-password', body, { [RESET_TOKEN_HEADER]: token });
  return reply.message;
}

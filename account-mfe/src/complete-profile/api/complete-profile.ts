import { request } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';

/** Saves the missing profile details (`PUT profile`, multipart) and resolves with the stored user and message. */
export async function completeProfile(body: FormData): Promise<{ user: User; message?: string }> {
  const reply = await request('PUT', 'profile', body);
  return { user: reply.data.user, message: reply.message };
}

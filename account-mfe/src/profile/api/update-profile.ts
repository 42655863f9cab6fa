import { request } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';

/** Saves the profile card (`PUT profile`, multipart) and resolves with the stored user. */
export async function updateProfile(body: FormData): Promise<User> {
  const reply = await request('PUT', 'profile', body);
  return reply.data.user;
}

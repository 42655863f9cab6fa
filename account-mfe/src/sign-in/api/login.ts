import { request } from '@shop/shared/api-client';
import type { LoginPayload, User } from '@shop/shared/contracts';

/** Signs in with e-mail and password (`POST auth/login`); the server sets the session cookies. */
export async function login(payload: LoginPayload): Promise<User> {
  const reply = await request('POST', 'auth/login', payload);
  return reply.data.user;
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readCodeMail } from '../../auth/code-mails';
import { hashPassword } from '../../auth/password';
import type { AppDb } from '../../db/client';
import { type User, users } from '../../db/schema';
import { XHR } from '../../test/test-app';

export const PASSWORD = 'Secret@123';

// Hashing is the slow part of a fixture, so the common password is hashed once per file.
let commonHash: Promise<string> | undefined;

/** A verified retailer account inserted directly; returns its row. */
export async function addUser(db: AppDb, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}): Promise<User> {
  const { password, ...rest } = overrides;
  commonHash ??= hashPassword(PASSWORD);
  const passwordHash = password === undefined ? await commonHash : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      fullName: 'Asha Patel',
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      passwordHash,
      verifiedAt: new Date(),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export interface CallOptions {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A JSON call as the shared client makes it (with X-Requested-With). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...XHR, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    remoteAddress: options.remoteAddress ?? '203.0.113.20',
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  };
  return app.inject(request);
}

/** The cookies a reply set, by name. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Signs in with a password and returns the session cookies and the tokens they hold. */
export async function signIn(app: FastifyInstance, email = 'asha@example.in', password = PASSWORD) {
  const response = await call(app, 'POST', '/api/v1/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const cookies = cookiesOf(response);
  const { accessToken: token, refreshToken } = cookies;
  if (!token || !refreshToken) throw new Error('sign-in set no session cookies');
  return { cookies, token, refreshToken };
}

/** Asks for a non-browser client's tokens (`POST auth/token`): by default no Origin, no X-Requested-With. */
export function tokenCall(app: FastifyInstance, body: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/token', headers, payload: body, remoteAddress: '203.0.113.20' });
}

/** Every signed token (JWT) anywhere in a reply body. */
export function tokensIn(response: LightMyRequestResponse): string[] {
  return response.body.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? [];
}

/** The code in the newest mail to an address, as a shopper would read it. */
export function mailedCode(app: FastifyInstance, email: string): string {
  const mail = app.mailer.latestTo(email);
  const code = mail ? readCodeMail(mail) : undefined;
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code.otp;
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

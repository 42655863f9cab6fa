import type { APIRequestContext, Page } from '@playwright/test';
import type { NewAddress } from '@shop/shared/contracts';
import { expect } from '../fixtures';

// Shopper accounts for browser journeys, made through the account API (decision 006). Calls made
// with `page.request` share the browser context's cookies, so a session started here is the page's.

/** State-changing API calls must carry this header (decision 003). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** A shopper's details as typed at sign-up. */
export interface Shopper {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

let made = 0;

/** A shopper with an address no other test (or earlier run on the same database) has used. */
export function newShopper(fullName = 'Asha Patel', label = 'shopper'): Shopper {
  made += 1;
  const email = `${label}.${Date.now()}.${made}.${Math.floor(Math.random() * 1e6)}@example.in`;
  return { fullName, email, phoneNumber: '9876543210', password: 'Secret@123' };
}

/**
 * The code in the newest mail to an address, read from the development outbox (decision 004).
 * Some codes are mailed after the reply, so it waits for one of the given purpose that differs from `not`.
 */
export async function latestCode(
  request: APIRequestContext,
  email: string,
  options: { purpose?: 'signup' | 'login' | 'reset'; not?: string } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/otp/latest?email=${encodeURIComponent(email)}`);
        if (!response.ok()) return '';
        const { otp, purpose } = ((await response.json()) as { data: { otp: string; purpose: string } }).data;
        code = (options.purpose && purpose !== options.purpose) || otp === options.not ? '' : otp;
        return code;
      },
      { message: `a ${options.purpose ?? ''} code mailed to ${email}` },
    )
    .not.toBe('');
  return code;
}

/** Creates an unverified account; its sign-up code is then in the outbox. */
export async function signUpByApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const response = await request.post('/api/v1/auth/signup', {
    headers: XHR,
    data: { ...shopper, confirmPassword: shopper.password, checked: true, accountType: 'retail buyer' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs a new shopper up and verifies the code, which signs them in; with `page.request` the browser holds the session. */
export async function signUpVerified(request: APIRequestContext, shopper: Shopper = newShopper()): Promise<Shopper> {
  await signUpByApi(request, shopper);
  const otp = await latestCode(request, shopper.email, { purpose: 'signup' });
  const response = await request.post('/api/v1/auth/signup/verify', { headers: XHR, data: { email: shopper.email, otp } });
  expect(response.status(), await response.text()).toBe(200);
  return shopper;
}

const SURAT: NewAddress = {
  houseNumber: '7',
  societyName: 'Sarita Vihar',
  street: 'Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  pinCode: '395002',
};

/** A new shopper, signed in, with one saved delivery address (Surat unless told); answers the address id. */
export async function signUpWithAddress(request: APIRequestContext, address: NewAddress = SURAT): Promise<string> {
  await signUpVerified(request);
  const response = await request.post('/api/v1/profile/address', { headers: XHR, data: address });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** Signs an existing shopper in by password through the page's request context, so the cookies land in the browser. */
export async function signInByApi(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', {
    headers: XHR,
    data: { email: shopper.email, password: shopper.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Replaces the browser's access token with an expired one, so the next call with the session must refresh it. */
export async function expireAccessToken(page: Page): Promise<void> {
  const response = await page.request.post('/api/dev/expire-access-token', { headers: XHR });
  expect(response.status(), await response.text()).toBe(200);
}

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '../../auth/codes';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, cookiesOf, mailedCode, otherCode, tokensIn } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const valid = {
  fullName: 'Ravi Kumar',
  email: 'ravi@example.in',
  phoneNumber: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  checked: true,
  accountType: 'retail buyer',
};

const signUp = (body: unknown) => call(app(), 'POST', '/api/v1/auth/signup', body);
const verify = (otp: string, email = valid.email) => call(app(), 'POST', '/api/v1/auth/signup/verify', { email, otp });
const userRow = async (email = valid.email) => (await database().db.select().from(users).where(eq(users.email, email)))[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/v1/auth/signup', () => {
  it('creates an unverified retailer with an argon2id hash and mails a six-digit code', async () => {
    const response = await signUp(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Hello Ravi Kumar, your signup was successful!',
      data: { email: 'ravi@example.in' },
    });
    const row = await userRow();
    expect(row).toMatchObject({ fullName: 'Ravi Kumar', phoneNumber: '9876543210', accountType: 'retailer', verifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = app().mailer.latestTo('ravi@example.in');
    expect(mail?.subject).toBe('Your Ujjwal Home Care sign-up code');
    expect(mail?.text).toContain('10 minutes');
    expect(mailedCode(app(), 'ravi@example.in')).toMatch(/^\d{6}$/);
  });

  it.each([
    ['fullName', { fullName: '  ' }, 'Enter your full name'],
    ['email', { email: '' }, 'Enter your email'],
    ['email', { email: 'ravi@example' }, 'Enter a valid email'],
    ['phoneNumber', { phoneNumber: '' }, 'Enter your phone number'],
    ['phoneNumber', { phoneNumber: '98765-4321' }, 'Enter a valid phone number'],
    ['password', { password: '', confirmPassword: '' }, 'Create a password'],
    ['password', { password: 'abc12', confirmPassword: 'abc12' }, 'Password must be at least 6 characters long'],
    ['confirmPassword', { confirmPassword: 'secret2' }, 'Passwords do not match'],
    ['checked', { checked: false }, 'You must agree to the terms'],
    ['accountType', { accountType: 'wholesaler' }, 'Choose an account type'],
  ])('refuses a bad %s with the sign-up form’s messages: %j', async (field, change, message) => {
    const response = await signUp({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, fields: { [field]: message } });
    expect(await userRow()).toBeUndefined();
  });

  it('answers a taken address exactly as a new one, and tells the owner instead of mailing a code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await addUser(database().db, { email: 'ravi@example.in' });
    const taken = await signUp({ ...valid, email: 'Ravi@Example.IN' });
    await database().db.delete(users);
    // Past the minute a taken address waits between sign-ups, as a new one does.
    vi.setSystemTime(Date.now() + 61_000);
    const fresh = await signUp({ ...valid, email: 'Ravi@Example.IN' });
    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({
      success: true,
      message: 'Hello Ravi Kumar, your signup was successful!',
      data: { email: 'Ravi@Example.IN' },
    });
  });

  it('mails the owner of a taken address that someone tried, with no code, and changes nothing', async () => {
    const owner = await addUser(database().db, { email: 'ravi@example.in' });
    expect((await signUp(valid)).statusCode).toBe(201);
    const mail = app().mailer.latestTo('ravi@example.in');
    expect(mail?.subject).toBe('Someone tried to sign up at Ujjwal Home Care with your e-mail');
    expect(mail?.text).toContain('Hello Asha Patel,');
    expect(mail?.text).not.toMatch(/\d{6}/);
    expect(await userRow()).toEqual(owner);
  });

  it.each(['qwerty', '123456', 'P@ssw0rd'])('refuses the common password %s at its field, with no account made', async (password) => {
    const response = await signUp({ ...valid, password, confirmPassword: password });
    expect(response.statusCode).toBe(400);
    const message = 'This password is too common. Choose another.';
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, fields: { password: message } });
    expect(await userRow()).toBeUndefined();
  });

  it.each(['Secret@123', 'Test@123', 'Staff@123', 'Abc@123', 'secret1'])('accepts %s, a password of the form’s rule', async (password) => {
    expect((await signUp({ ...valid, password, confirmPassword: password })).statusCode).toBe(201);
  });

  it('refuses a second code within 60 seconds (429); a later sign-up changes the unverified account only once its own code is verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await signUp(valid)).statusCode).toBe(201);
    const first = mailedCode(app(), valid.email);

    vi.setSystemTime(Date.now() + 59_000);
    const early = await signUp({ ...valid, fullName: 'Ravi K' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ errorCode: 'OTP_TOO_SOON' });
    expect((await userRow())?.fullName).toBe('Ravi Kumar');

    vi.setSystemTime(Date.now() + 2_000);
    expect((await signUp({ ...valid, fullName: 'Ravi K', password: 'Other@789', confirmPassword: 'Other@789' })).statusCode).toBe(201);
    expect((await userRow())?.fullName).toBe('Ravi Kumar');
    expect(await database().db.select().from(users)).toHaveLength(1);
    // Only the newest code works, and it brings the details of the sign-up it was sent for.
    const second = mailedCode(app(), valid.email);
    if (second !== first) expect((await verify(first)).statusCode).toBe(400);
    const verified = await verify(second);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.fullName).toBe('Ravi K');
    expect((await userRow())?.fullName).toBe('Ravi K');
    vi.useRealTimers();
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: valid.email, password: 'Other@789' })).statusCode).toBe(200);
  });

  it('keeps a stranger’s sign-up from setting the password of an unverified account: the owner’s password stays until the stranger’s code is verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signUp(valid);
    vi.setSystemTime(Date.now() + 61_000);
    // A stranger signs up with the owner's address and a password of their own.
    expect((await signUp({ ...valid, password: 'Thief@999', confirmPassword: 'Thief@999' })).statusCode).toBe(201);
    vi.useRealTimers();
    const asStranger = await call(app(), 'POST', '/api/v1/auth/login', { email: valid.email, password: 'Thief@999' });
    expect(asStranger.statusCode).toBe(401);
    // The owner's password is still the account's: signing in with it asks for the e-mail code.
    const asOwner = await call(app(), 'POST', '/api/v1/auth/login', { email: valid.email, password: valid.password });
    expect(asOwner.json()).toMatchObject({ errorCode: 'ACCOUNT_NOT_VERIFIED' });
  });

  it('refuses a code mailed for another sign-up of the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await signUp(valid);
    const owners = mailedCode(app(), valid.email);
    vi.setSystemTime(Date.now() + 61_000);
    await signUp({ ...valid, password: 'Thief@999', confirmPassword: 'Thief@999' });
    const strangers = mailedCode(app(), valid.email);
    vi.useRealTimers();
    // The owner's code was for the first sign-up only: with a second one asked, it works no more.
    if (owners !== strangers) expect((await verify(owners)).json()).toMatchObject({ errorCode: 'INVALID_OTP' });
    expect((await userRow())?.verifiedAt).toBeNull();
  });
});

describe('POST /api/v1/auth/signup/verify', () => {
  it('verifies the account, sets the session cookies and returns the user and tokens', async () => {
    await signUp(valid);
    const response = await verify(mailedCode(app(), valid.email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toEqual({
      _id: expect.any(String),
      fullName: 'Ravi Kumar',
      email: 'ravi@example.in',
      phoneNumber: '9876543210',
      profileImage: '',
      accountType: 'retailer',
      isAlreadyCouponUsed: false,
      cart: [],
      wishlist: [],
    });
    // The session is in the HttpOnly cookies alone: no script on the page can read it.
    expect(tokensIn(response)).toEqual([]);
    expect((await userRow())?.verifiedAt).toBeInstanceOf(Date);

    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.accessToken).toMatchObject({ value: expect.any(String), httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refreshToken).toMatchObject({ value: expect.any(String), httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.signedIn).toMatchObject({ value: '1', path: '/' });
    expect(cookies.signedIn?.httpOnly).toBeFalsy();
    expect(cookies.accessToken?.secure).toBeFalsy();
  });

  it('accepts a code once only', async () => {
    await signUp(valid);
    const code = mailedCode(app(), valid.email);
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'OTP_EXPIRED', message: 'This code has expired. Please request a new one.' });
  });

  it('kills the code on the sixth wrong try, so even the right code fails afterwards', async () => {
    await signUp(valid);
    const code = mailedCode(app(), valid.email);
    for (let attempt = 1; attempt <= OTP_MAX_WRONG_TRIES; attempt += 1) {
      const wrong = await verify(otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_OTP', message: 'Invalid OTP' });
    }
    const sixth = await verify(otherCode(code));
    expect(sixth.json()).toMatchObject({ errorCode: 'OTP_EXPIRED' });
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ errorCode: 'OTP_EXPIRED' });
    expect((await userRow())?.verifiedAt).toBeNull();
  });

  it('lets the fifth wrong try pass and the right code still work', async () => {
    await signUp(valid);
    const code = mailedCode(app(), valid.email);
    for (let attempt = 1; attempt <= OTP_MAX_WRONG_TRIES; attempt += 1) await verify(otherCode(code));
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('accepts a code for 10 minutes and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await signUp(valid);
    const code = mailedCode(app(), valid.email);
    vi.setSystemTime(start + 10 * 60_000 + 1);
    const late = await verify(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorCode: 'OTP_EXPIRED' });

    await call(app(), 'POST', '/api/v1/auth/login/otp', { email: valid.email });
    const fresh = mailedCode(app(), valid.email);
    vi.setSystemTime(Date.now() + 9 * 60_000 + 59_000);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('answers a malformed code with the sign-up form’s messages', async () => {
    const response = await verify('12a456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter a valid 6-digit OTP' });
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    await addUser(database().db);
    const response = await call(
      app(),
      'POST',
      '/api/v1/auth/login',
      { email: 'asha@example.in', password: 'Secret@123' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    for (const cookie of response.cookies) expect(cookie.secure).toBeFalsy();
    expect(Object.keys(cookiesOf(response)).sort()).toEqual(['accessToken', 'refreshToken', 'signedIn']);
  });
});

describe('cookies behind a trusted proxy', () => {
  const proxied = useTestApp(database, { config: { trustProxy: 1 } });

  it('are Secure when the proxy says the visitor used https', async () => {
    await addUser(database().db);
    const response = await call(
      proxied(),
      'POST',
      '/api/v1/auth/login',
      { email: 'asha@example.in', password: 'Secret@123' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(3);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });
});

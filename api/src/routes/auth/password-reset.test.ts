import { RESET_TOKEN_ALGORITHMS, resetToken } from '@shop/shared/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, mailedCode, otherCode, PASSWORD, signIn } from './auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const EMAIL = 'asha@example.in';
const NEW_PASSWORD = 'Fresh@456';

const forgot = (email: string) => call(app(), 'POST', '/api/v1/auth/forgot-password', { email });
const verify = (otp: string, email = EMAIL) => call(app(), 'POST', '/api/v1/auth/forgot-password/verify', { email, otp });
const change = (otp: string, token: string | undefined, newPassword = NEW_PASSWORD) =>
  call(
    app(),
    'PUT',
    '/api/v1/auth/forgot-password',
    { email: EMAIL, otp, newPassword },
    token === undefined ? {} : { headers: { 'x-otp-token': token } },
  );

/** Asks for a code, verifies it and returns it with the header token the browser would compute. */
async function verifiedCode() {
  const algoName: string = (await forgot(EMAIL)).json().data.algoName;
  const otp = mailedCode(app(), EMAIL);
  expect((await verify(otp)).statusCode).toBe(200);
  return { otp, token: await resetToken(algoName, EMAIL, otp) };
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('mails a reset code and names one of the header algorithms', async () => {
    await addUser(database().db);
    const response = await forgot(EMAIL);
    expect(response.statusCode).toBe(200);
    expect(RESET_TOKEN_ALGORITHMS).toContain(response.json().data.algoName);
    expect(app().mailer.latestTo(EMAIL)?.subject).toBe('Your Ujjwal Home Care password reset code');
  });

  it('answers a known and an unknown address with the same status and body', async () => {
    await addUser(database().db);
    const known = await forgot(EMAIL);
    const unknown = await forgot('nobody@example.in');
    expect(unknown.statusCode).toBe(known.statusCode);
    const withoutAlgorithm = (body: { data: { algoName: string } }) => ({ ...body, data: { ...body.data, algoName: 'drawn' } });
    expect(withoutAlgorithm(unknown.json())).toEqual(withoutAlgorithm(known.json()));
    expect(RESET_TOKEN_ALGORITHMS).toContain(unknown.json().data.algoName);
    expect(app().mailer.latestTo('nobody@example.in')).toBeUndefined();
    // The one-minute resend rule holds for both alike.
    const [knownAgain, unknownAgain] = [await forgot(EMAIL), await forgot('nobody@example.in')];
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });

  it('checks the address with the sign-up form’s messages', async () => {
    expect((await forgot('')).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Enter your email' });
    expect((await forgot('asha')).json()).toMatchObject({ message: 'Please enter a valid email address' });
  });
});

describe('POST /api/v1/auth/forgot-password/verify', () => {
  it("says 'OTP verified!' for the right code and 'Invalid OTP' for a wrong one, for unknown addresses too", async () => {
    await addUser(database().db);
    await forgot(EMAIL);
    await forgot('nobody@example.in');
    const otp = mailedCode(app(), EMAIL);
    const wrong = await verify(otherCode(otp));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, errorCode: 'INVALID_OTP', message: 'Invalid OTP' });
    expect((await verify(otp, 'nobody@example.in')).json()).toEqual(wrong.json());
    const right = await verify(otp);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, message: 'OTP verified!' });
  });
});

describe('PUT /api/v1/auth/forgot-password', () => {
  it('changes the password with the right header token and ends every session', async () => {
    await addUser(database().db);
    const session = await signIn(app());
    const { otp, token } = await verifiedCode();

    const response = await change(otp, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Password changed successfully!' });

    expect((await call(app(), 'GET', '/api/auth/refreshtoken', undefined, { cookies: session.cookies })).statusCode).toBe(401);
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password: PASSWORD })).statusCode).toBe(401);
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong header token (and a missing one) and keeps the old password', async () => {
    await addUser(database().db);
    const { otp, token } = await verifiedCode();
    const wrong = await change(otp, `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'INVALID_OTP_TOKEN' });
    expect((await change(otp, undefined)).statusCode).toBe(400);
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password: PASSWORD })).statusCode).toBe(200);
  });

  it('needs the code verified first, and takes it once only', async () => {
    await addUser(database().db);
    const algoName: string = (await forgot(EMAIL)).json().data.algoName;
    const otp = mailedCode(app(), EMAIL);
    const token = await resetToken(algoName, EMAIL, otp);
    const early = await change(otp, token);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ errorCode: 'OTP_NOT_VERIFIED' });

    await verify(otp);
    expect((await change(otp, token)).statusCode).toBe(200);
    const again = await change(otp, token, 'Other@789');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'OTP_EXPIRED' });
  });

  it('refuses a weak password with the sign-up form’s messages', async () => {
    await addUser(database().db);
    const { otp, token } = await verifiedCode();
    const response = await change(otp, token, 'weakpass');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Password must be at least 6 characters long, contain an uppercase letter, a lowercase letter, a number, and a special character.',
    );
  });

  it('refuses a common password of the strong pattern at its field, and the code still works after', async () => {
    await addUser(database().db);
    const { otp, token } = await verifiedCode();
    const refused = await change(otp, token, 'P@ssw0rd');
    expect(refused.statusCode).toBe(400);
    const message = 'This password is too common. Choose another.';
    expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, fields: { newPassword: message } });
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password: 'P@ssw0rd' })).statusCode).toBe(401);
    expect((await change(otp, token)).statusCode).toBe(200);
  });
});

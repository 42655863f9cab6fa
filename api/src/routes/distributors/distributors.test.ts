import { describe, expect, it, vi } from 'vitest';
import { distributorInquiries } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addUser, call, signIn } from '../auth/auth-fixtures';
import { DISTRIBUTOR_RATE_LIMIT } from '.';

const database = useTestDatabase();
const app = useTestApp(database);
const SHOP = 'care@ujjwalhomecare.in';

const valid = {
  firstName: 'Ravi',
  lastName: 'Shah',
  mobileNumber: '+91 9876543210',
  companyName: 'Shah Traders',
  email: 'ravi@shahtraders.in',
  companyAddress: '12 Ring Road, Surat',
  state: 'Gujarat',
  city: 'Surat',
  message: 'We would like the dealership for south Gujarat.',
};

const send = (payload: unknown, remoteAddress = '203.0.113.20') => call(app(), 'POST', '/api/v1/distributors', payload, { remoteAddress });

const stored = () => database().db.select().from(distributorInquiries);

describe('POST /api/v1/distributors', () => {
  it('stores the inquiry and answers 201 with its id', async () => {
    const response = await send({ ...valid, firstName: '  Ravi ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Inquiry submitted successfully!', data: { _id: expect.any(String) } });

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, id: response.json().data._id, userId: null });
  });

  it('links the inquiry to the account of a signed-in sender, and takes a forged session as a guest', async () => {
    const user = await addUser(database().db);
    const session = await signIn(app());
    const signedIn = await call(app(), 'POST', '/api/v1/distributors', valid, { cookies: session.cookies });
    expect(signedIn.statusCode).toBe(201);
    const forged = await call(app(), 'POST', '/api/v1/distributors', valid, { cookies: { accessToken: `${session.token}x` } });
    expect(forged.statusCode).toBe(201);

    const rows = await stored();
    expect(rows.find((row) => row.id === signedIn.json().data._id)?.userId).toBe(user.id);
    expect(rows.find((row) => row.id === forged.json().data._id)?.userId).toBeNull();
  });

  it('passes every field on to the shop’s inquiry address', async () => {
    await send(valid);
    const mail = app().mailer.latestTo(SHOP);
    expect(mail?.subject).toBe('Distributor inquiry from Ravi Shah (Shah Traders)');
    expect(mail?.replyTo).toBe(valid.email);
    for (const value of Object.values(valid)) expect(mail?.text).toContain(value);
  });

  it('acknowledges the sender, promising a reply within 24 hours', async () => {
    await send(valid);
    const mail = app().mailer.latestTo(valid.email);
    expect(mail?.subject).toContain('We received your distributor inquiry');
    expect(mail?.text).toContain('Dear Ravi,');
    expect(mail?.text).toContain('within 24 hours');
  });

  it('sends no acknowledgement when no e-mail was given, but still tells the shop', async () => {
    const response = await send({ ...valid, email: '' });
    expect(response.statusCode).toBe(201);
    expect(app().mailer.latestTo(valid.email)).toBeUndefined();
    expect(app().mailer.latestTo(SHOP)?.text).toContain('E-mail: —');
  });

  it('keeps the inquiry and answers 201 when the mail cannot be sent', async () => {
    const mailer = app().mailer;
    const failing = vi.spyOn(mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Inquiry submitted successfully!');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['mobileNumber', 'Mobile Number is required'],
    ['state', 'State is required'],
    ['city', 'District is required'],
  ] as const)('refuses a missing %s with “%s” and stores nothing', async (field, message) => {
    const response = await send({ ...valid, [field]: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', message, fields: { [field]: message } });
    expect(await stored()).toEqual([]);
    expect(app().mailer.latestTo(SHOP)).toBeUndefined();
  });

  it.each(['5123456789', '98765 43210', '+92 9876543210', '987654321'])('refuses the mobile number %s', async (mobileNumber) => {
    const response = await send({ ...valid, mobileNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid mobile number', fields: { mobileNumber: 'Invalid mobile number' } });
  });

  it.each(['9876543210', '09876543210', '+919876543210'])('accepts the mobile number %s', async (mobileNumber) => {
    expect((await send({ ...valid, mobileNumber })).statusCode).toBe(201);
  });

  it('refuses a malformed e-mail address', async () => {
    const response = await send({ ...valid, email: 'ravi@shah' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('answers a body-less post with every required message', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/distributors', headers: XHR });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['firstName', 'lastName', 'mobileNumber', 'state', 'city']);
  });

  it('answers a filled hidden field exactly like a success, storing and mailing nothing', async () => {
    const response = await send({ ...valid, website: 'http://cheap-pills.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Inquiry submitted successfully!', data: { _id: expect.any(String) } });
    expect(await stored()).toEqual([]);
    expect(app().mailer.latestTo(SHOP)).toBeUndefined();
    expect(app().mailer.latestTo(valid.email)).toBeUndefined();
  });

  it('takes an inquiry whose hidden field was left empty', async () => {
    expect((await send({ ...valid, website: '' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it(`allows ${DISTRIBUTOR_RATE_LIMIT.max} inquiries per ${DISTRIBUTOR_RATE_LIMIT.timeWindow} from one address, then answers 429`, async () => {
    expect(DISTRIBUTOR_RATE_LIMIT).toEqual({ max: 5, timeWindow: '10 minutes' });
    for (let attempt = 1; attempt <= DISTRIBUTOR_RATE_LIMIT.max; attempt += 1) expect((await send(valid)).statusCode).toBe(201);
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await stored()).toHaveLength(DISTRIBUTOR_RATE_LIMIT.max);
    // Another sender is not held back by the first.
    expect((await send(valid, '203.0.113.77')).statusCode).toBe(201);
  });

  it('needs the custom header that blocks cross-site form posts', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/distributors', payload: valid });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

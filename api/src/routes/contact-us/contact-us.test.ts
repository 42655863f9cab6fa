import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const valid = {
  name: 'Asha Patel',
  email: 'asha@example.in',
  subject: 'Bulk order',
  message: 'Do you deliver to Surat?',
};

const send = (payload: unknown, remoteAddress = '203.0.113.10') => call(app(), 'POST', '/api/v1/contact-us', payload, { remoteAddress });

describe('POST /api/v1/contact-us', () => {
  it('stores the message and answers 201 with its id', async () => {
    const response = await send({ ...valid, name: '  Asha Patel  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, message: 'Your message was sent successfully!', data: { _id: expect.any(String) } });

    const [row] = await database().db.select().from(contactMessages).where(eq(contactMessages.id, body.data._id));
    expect(row).toMatchObject(valid);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)('asks for every field when %s is missing', async (field) => {
    const { [field]: _left, ...rest } = valid;
    const response = await send(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      message: 'Please fill out all fields.',
      fields: { [field]: 'Please fill out all fields.' },
    });
  });

  it('treats a field of spaces as missing', async () => {
    const response = await send({ ...valid, subject: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill out all fields.');
  });

  it('asks for every field when there is no body at all', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/contact-us', headers: XHR });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill out all fields.');
  });

  it('rejects a malformed e-mail address', async () => {
    const response = await send({ ...valid, email: 'asha@example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('stores nothing when the body is invalid', async () => {
    await send({ ...valid, message: '' });
    expect(await database().db.select().from(contactMessages)).toEqual([]);
  });

  it('allows five messages a minute from one address, then answers 429', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(valid)).statusCode).toBe(201);
    }
    const limited = await send(valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      errorCode: 'RATE_LIMITED',
      message: 'Too many requests, please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another visitor is not held back by the first one.
    expect((await send(valid, '203.0.113.99')).statusCode).toBe(201);
  });
});

describe('POST /api/v1/contact-us behind a trusted proxy', () => {
  const proxied = useTestApp(database, { config: { trustProxy: 1 } });

  /** A message through the proxy at 10.0.0.2, which passes this X-Forwarded-For on. */
  const sendVia = (forwardedFor: string) =>
    proxied().inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: valid,
      remoteAddress: '10.0.0.2',
      headers: { ...XHR, 'x-forwarded-for': forwardedFor },
    });

  it('limits each visitor by their forwarded address, not the proxy', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await sendVia('198.51.100.7')).statusCode).toBe(201);
    expect((await sendVia('198.51.100.7')).statusCode).toBe(429);
    expect((await sendVia('198.51.100.8')).statusCode).toBe(201);
  });

  it('takes the address the proxy saw, not one the visitor wrote into X-Forwarded-For', async () => {
    // The proxy appends the address it saw to whatever the visitor sent.
    const codes = [];
    for (let n = 1; n <= 20; n += 1) codes.push((await sendVia(`203.0.113.${n}, 198.51.100.9`)).statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
  });
});

describe('POST /api/v1/contact-us with RATE_LIMIT_FACTOR 3', () => {
  const raised = useTestApp(database, { config: { rateLimitFactor: 3 } });

  it('allows three times the messages from one address before answering 429', async () => {
    const sendOnce = () =>
      raised().inject({ method: 'POST', url: '/api/v1/contact-us', payload: valid, remoteAddress: '203.0.113.10', headers: XHR });
    for (let attempt = 1; attempt <= 15; attempt += 1) expect((await sendOnce()).statusCode).toBe(201);
    expect((await sendOnce()).statusCode).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { contactMessages, distributorInquiries, wholesaleInquiries, wholesaleInquiryProducts } from '../../db/schema';
import { testConfig, useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from '../product/product-fixtures';

const database = useTestDatabase();

const message = (email: string, subject: string, createdAt: Date) => ({
  name: 'Ravi',
  email,
  subject,
  message: 'Hello',
  createdAt,
});

describe('GET /api/dev/contact-messages/latest', () => {
  const app = useTestApp(database);
  const latest = (query: string) => app().inject({ method: 'GET', url: `/api/dev/contact-messages/latest${query}` });

  it('returns the newest message from an address, whatever its case', async () => {
    await database()
      .db.insert(contactMessages)
      .values([
        message('ravi@example.in', 'first', new Date('2025-01-01T10:00:00Z')),
        message('Ravi@Example.in', 'newest', new Date('2025-01-02T10:00:00Z')),
        message('someone@example.in', 'other', new Date('2025-01-03T10:00:00Z')),
      ]);
    const response = await latest('?email=RAVI%40example.in');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Ravi',
        email: 'Ravi@Example.in',
        subject: 'newest',
        message: 'Hello',
        createdAt: '2025-01-02T10:00:00.000Z',
      },
    });
  });

  it('answers 404 when that address sent nothing', async () => {
    const response = await latest('?email=nobody@example.in');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('answers 400 without an address', async () => {
    const response = await latest('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Query parameter email is required.' });
  });
});

describe('GET /api/dev/mail/latest', () => {
  const app = useTestApp(database);

  it('returns the newest mail sent to an address', async () => {
    await app().mailer.send({ to: 'asha@example.in', subject: 'older', text: 'one' });
    await app().mailer.send({ to: 'asha@example.in', subject: 'newer', text: 'two' });
    const response = await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=ASHA%40example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ to: 'asha@example.in', subject: 'newer', text: 'two' });
  });

  it('answers 404 when nothing was sent there and 400 without an address', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=nobody@example.in' })).statusCode).toBe(404);
    const missing = await app().inject({ method: 'GET', url: '/api/dev/mail/latest' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Query parameter to is required.');
  });
});

const dealer = (mobileNumber: string, email: string, firstName: string, createdAt: Date) => ({
  firstName,
  lastName: 'Shah',
  mobileNumber,
  email,
  state: 'Gujarat',
  city: 'Surat',
  createdAt,
});

describe('GET /api/dev/distributor-inquiries/latest', () => {
  const app = useTestApp(database);
  const latest = (query: string) => app().inject({ method: 'GET', url: `/api/dev/distributor-inquiries/latest${query}` });

  it('finds the newest inquiry by mobile number, spaces and dashes ignored, or by e-mail, case ignored', async () => {
    await database()
      .db.insert(distributorInquiries)
      .values([
        dealer('+91 9876543210', 'ravi@example.in', 'older', new Date('2025-01-01T10:00:00Z')),
        dealer('+91-9876543210', 'Ravi@Example.in', 'newest', new Date('2025-01-02T10:00:00Z')),
        dealer('9123456780', 'asha@example.in', 'other', new Date('2025-01-03T10:00:00Z')),
      ]);
    const byMobile = await latest(`?mobile=${encodeURIComponent('+919876543210')}`);
    expect(byMobile.statusCode).toBe(200);
    expect(byMobile.json().data).toMatchObject({
      _id: expect.any(String),
      firstName: 'newest',
      mobileNumber: '+91-9876543210',
      userId: null,
    });
    expect((await latest('?email=RAVI%40example.in')).json().data.firstName).toBe('newest');
    expect((await latest('?email=asha%40example.in')).json().data.firstName).toBe('other');
  });

  it('answers 404 for an unknown sender and 400 without one', async () => {
    expect((await latest('?mobile=9000000000')).statusCode).toBe(404);
    const missing = await latest('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Query parameter mobile or email is required.');
  });
});

describe('GET /api/dev/wholesale-inquiries/latest', () => {
  const app = useTestApp(database);

  it('returns the newest inquiry from an address with its product rows', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergents');
    const productId = await addProduct(db, { categoryId, productName: 'Floor Cleaner 1 L' });
    const base = { companyName: 'Shah Traders', contactPerson: 'Ravi', phone: '9876543210' };
    const [, newest] = await db
      .insert(wholesaleInquiries)
      .values([
        { ...base, email: 'ravi@example.in', notes: 'older', createdAt: new Date('2025-01-01T10:00:00Z') },
        { ...base, email: 'RAVI@example.in', notes: 'newest', createdAt: new Date('2025-01-02T10:00:00Z') },
      ])
      .returning({ id: wholesaleInquiries.id });
    await db.insert(wholesaleInquiryProducts).values({ inquiryId: newest?.id ?? '', productId, quantity: 12 });

    const response = await app().inject({ method: 'GET', url: '/api/dev/wholesale-inquiries/latest?email=ravi%40EXAMPLE.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: newest?.id,
      notes: 'newest',
      products: [{ productId, productName: 'Floor Cleaner 1 L', quantity: 12 }],
    });
  });

  it('answers 404 when that address sent nothing', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/dev/wholesale-inquiries/latest?email=nobody@example.in' });
    expect(response.statusCode).toBe(404);
  });
});

describe('development routes in production', () => {
  const app = useTestApp(database, { config: { nodeEnv: 'production', isProduction: true, devEndpoints: false } });

  it('do not exist', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/dev/contact-messages/latest?email=a@b.in' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No route for GET /api/dev/contact-messages/latest.');
    expect((await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=a@b.in' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/dev/distributor-inquiries/latest?email=a@b.in' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/dev/wholesale-inquiries/latest?email=a@b.in' })).statusCode).toBe(404);
  });
});

const NO_CODE = 'No code was mailed to that address.';

/** A test app whose environment and development endpoints are as `env` makes them; the rest as under test. */
function appFor(env: Record<string, string>) {
  const { nodeEnv, isProduction, devEndpoints } = loadConfig(env);
  return buildApp({ config: testConfig({ nodeEnv, isProduction, devEndpoints }), database: database() });
}

describe('the development doors', () => {
  it.each([
    ['NODE_ENV unset', {}],
    ['NODE_ENV=development without DEV_ENDPOINTS', { NODE_ENV: 'development' }],
    [
      'NODE_ENV=production with DEV_ENDPOINTS=on',
      { NODE_ENV: 'production', DEV_ENDPOINTS: 'on', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'none' },
    ],
  ])('answer 404 with %s', async (_name, env) => {
    const app = appFor(env);
    try {
      for (const url of ['/api/dev/otp/latest?email=asha%40example.in', '/api/docs', '/api/docs/openapi.json']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message, url).not.toBe(NO_CODE);
      }
    } finally {
      await app.close();
    }
  });

  it('are there with NODE_ENV=development and DEV_ENDPOINTS=on', async () => {
    const app = appFor({ NODE_ENV: 'development', DEV_ENDPOINTS: 'on' });
    try {
      // The route is there: it answers that no code went to that address.
      expect((await app.inject({ method: 'GET', url: '/api/dev/otp/latest?email=asha%40example.in' })).json().message).toBe(NO_CODE);
      expect((await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

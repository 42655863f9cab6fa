import { NO_CONTROL_CHARACTERS } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contactMessages, wholesaleInquiries } from '../../db/schema';
import { call } from '../../routes/auth/auth-fixtures';
import { type Buyer, buyer } from '../../routes/order/order-fixtures';
import { addCategory, addProduct } from '../../routes/product/product-fixtures';
import { multipartBody } from '../../routes/profile/profile-fixtures';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();
const app = useTestApp(database);

const contact = { name: 'Asha Patel', email: 'asha@example.in', subject: 'Bulk order', message: 'Do you deliver to Surat?' };
const distributor = { firstName: 'Ravi', lastName: 'Shah', mobileNumber: '9876543210', state: 'Gujarat', city: 'Surat', message: 'Hello' };
const signUp = {
  fullName: 'Ravi Shah',
  email: 'ravi@example.in',
  phoneNumber: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  checked: true,
  accountType: 'Retail Buyer',
};
const address = {
  houseNumber: '12',
  societyName: 'Shanti Kunj',
  street: 'Link Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pinCode: '400050',
};

async function wholesale(productName = 'Detergent') {
  const productId = await addProduct(database().db, { categoryId: await addCategory(database().db, productName) });
  return {
    companyName: 'Shah Traders',
    contactPerson: 'Ravi Shah',
    email: 'ravi@shahtraders.in',
    phone: '9876543210',
    orderType: 'Bulk',
    notes: 'Deliver to the godown.',
    products: [{ productId, quantity: 40 }],
    confirmed: true,
  };
}

type Send = (who: Buyer, value: string) => Promise<LightMyRequestResponse>;

const post = (url: string, body: object) => (who: Buyer) => call(app(), 'POST', url, body, { headers: who.headers });

/** Each text the API takes, with the field name a form would show the message under. */
const FIELDS: [label: string, field: string, send: Send][] = [
  ...(['name', 'email', 'subject', 'message'] as const).map((name): [string, string, Send] => [
    `contact ${name}`,
    name,
    (who, value) => post('/api/v1/contact-us', { ...contact, [name]: value })(who),
  ]),
  ['distributor firstName', 'firstName', (who, value) => post('/api/v1/distributors', { ...distributor, firstName: value })(who)],
  ['distributor message', 'message', (who, value) => post('/api/v1/distributors', { ...distributor, message: value })(who)],
  [
    'wholesale companyName',
    'companyName',
    async (who, value) => post('/api/v1/wholesale', { ...(await wholesale()), companyName: value })(who),
  ],
  [
    'wholesale product id',
    'products.0.productId',
    async (who, value) => post('/api/v1/wholesale', { ...(await wholesale()), products: [{ productId: value, quantity: 1 }] })(who),
  ],
  ...(['fullName', 'email', 'phoneNumber', 'password'] as const).map((name): [string, string, Send] => [
    `sign-up ${name}`,
    name,
    (who, value) => post('/api/v1/auth/signup', { ...signUp, [name]: value })(who),
  ]),
  ['sign-in email', 'email', (who, value) => post('/api/v1/auth/login', { email: value, password: 'secret1' })(who)],
  [
    'profile fullName (JSON)',
    'fullName',
    (who, value) => call(app(), 'PUT', '/api/v1/profile', { fullName: value }, { headers: who.headers }),
  ],
  [
    'profile fullName (form)',
    'fullName',
    (who, value) => {
      const { payload, contentType } = multipartBody({ fullName: value });
      return app().inject({
        method: 'PUT',
        url: '/api/v1/profile',
        payload,
        headers: { ...who.headers, ...XHR, 'content-type': contentType },
      });
    },
  ],
  ...(['houseNumber', 'street', 'city', 'pinCode'] as const).map((name): [string, string, Send] => [
    `address ${name}`,
    name,
    (who, value) => post('/api/v1/profile/address', { ...address, [name]: value })(who),
  ]),
  [
    'coupon code',
    'code',
    (who, value) => call(app(), 'GET', `/api/v1/coupon/${encodeURIComponent(value)}`, undefined, { headers: who.headers }),
  ],
  ['quick search', 'value', (_who, value) => call(app(), 'GET', `/api/v1/product/quick/search?value=${encodeURIComponent(value)}`)],
];

const VALID_TEXT: Record<string, string> = {
  email: 'ravi@example.in',
  phoneNumber: '9876543210',
  password: 'secret1',
  pinCode: '400050',
  'products.0.productId': 'a',
};

describe('control characters in any text the API takes', () => {
  it.each(FIELDS)('%s with a NUL is refused with 400 and the message on %s', async (_label, field, send) => {
    const who = await buyer(app(), database());
    const valid = VALID_TEXT[field] ?? 'Surat';
    const response = await send(who, `${valid.slice(0, 2)}\u0000${valid.slice(2)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR', fields: { [field]: NO_CONTROL_CHARACTERS } });
  });

  it.each(['\u0001', '\u0008', '\u001b', '\u007f', '\u0085'])('refuses %j in a message as it refuses NUL', async (character) => {
    const response = await call(app(), 'POST', '/api/v1/contact-us', { ...contact, message: `Hello${character}there` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ message: NO_CONTROL_CHARACTERS });
  });

  it('keeps line breaks and tabs in the fields written over several lines', async () => {
    const message = 'Line one\r\nLine two\n\tindented';
    const response = await call(app(), 'POST', '/api/v1/contact-us', { ...contact, message });
    expect(response.statusCode).toBe(201);
    const [row] = await database().db.select().from(contactMessages).where(eq(contactMessages.id, response.json().data._id));
    expect(row?.message).toBe(message);

    const notes = 'Deliver to the godown.\nCall\tfirst.';
    const inquiry = await call(app(), 'POST', '/api/v1/wholesale', { ...(await wholesale()), notes });
    expect(inquiry.statusCode).toBe(201);
    expect((await database().db.select().from(wholesaleInquiries))[0]?.notes).toBe(notes);
  });

  it('refuses a line break or a tab inside a one-line field, and trims one at its ends', async () => {
    for (const name of ['Asha\nPatel', 'Asha\tPatel']) {
      const response = await call(app(), 'POST', '/api/v1/contact-us', { ...contact, name });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: NO_CONTROL_CHARACTERS });
    }
    expect((await call(app(), 'POST', '/api/v1/contact-us', { ...contact, name: 'Asha Patel\n' })).statusCode).toBe(201);
  });

  it('names every field and query value that carries one, nested ones and keys included', async () => {
    const response = await call(app(), 'POST', '/api/v1/contact-us?ref=a%00b', {
      ...contact,
      subject: 'x\u0000',
      extra: [{ deep: 'y\u0007' }],
      'key\u0000': 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      ref: NO_CONTROL_CHARACTERS,
      subject: NO_CONTROL_CHARACTERS,
      'extra.0.deep': NO_CONTROL_CHARACTERS,
      'key\u0000': NO_CONTROL_CHARACTERS,
    });
  });

  it('reads a body nested far deeper than any form without failing', async () => {
    const payload = `{"message":${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}}`;
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload,
      headers: { ...XHR, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().fields)).toEqual([NO_CONTROL_CHARACTERS]);
  });
});

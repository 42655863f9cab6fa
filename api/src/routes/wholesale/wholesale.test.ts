import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { products, wholesaleInquiries, wholesaleInquiryProducts } from '../../db/schema';
import { useTestApp, XHR } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { addCategory, addProduct } from '../product/product-fixtures';
import { WHOLESALE_RATE_LIMIT } from '.';

const database = useTestDatabase();
const app = useTestApp(database);
const SHOP = 'care@ujjwalhomecare.in';
const SENT = "Inquiry submitted successfully! We'll get back to you soon.";
const UNAVAILABLE = 'This product is not available. Choose another one.';

let detergent = '';
let dishwash = '';

beforeEach(async () => {
  const categoryId = await addCategory(database().db, 'Detergents');
  detergent = await addProduct(database().db, { categoryId, productName: 'Ujjwal Detergent Powder 1 kg' });
  dishwash = await addProduct(database().db, { categoryId, productName: 'Ujjwal Dishwash Liquid 500 ml' });
});

const inquiry = () => ({
  companyName: 'Shah Traders',
  contactPerson: 'Ravi Shah',
  email: 'ravi@shahtraders.in',
  phone: '+91 98765 43210',
  address: '12 Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  postalCode: '395002',
  orderType: 'Bulk',
  deliveryTimeline: 'Within 2 weeks',
  notes: 'Deliver to the godown, not the shop.',
  products: [
    { productId: detergent, quantity: 40 },
    { productId: dishwash, quantity: '120' },
  ],
  confirmed: true,
});

const send = (payload: unknown, remoteAddress = '203.0.113.30') =>
  app().inject({
    method: 'POST',
    url: '/api/v1/wholesale',
    payload: JSON.stringify(payload),
    remoteAddress,
    headers: { ...XHR, 'content-type': 'application/json' },
  });

const storedInquiries = () => database().db.select().from(wholesaleInquiries);
const storedRows = () => database().db.select().from(wholesaleInquiryProducts);

describe('POST /api/v1/wholesale', () => {
  it('stores the inquiry with its product rows and answers 201', async () => {
    const response = await send(inquiry());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: SENT, data: { _id: expect.any(String) } });

    const [row] = await storedInquiries();
    const { products: _rows, confirmed: _confirmed, ...fields } = inquiry();
    expect(row).toMatchObject({ ...fields, id: response.json().data._id, userId: null });
    const rows = await storedRows();
    expect(rows.map(({ productId, quantity, inquiryId }) => ({ productId, quantity, inquiryId }))).toEqual(
      expect.arrayContaining([
        { productId: detergent, quantity: 40, inquiryId: row?.id },
        { productId: dishwash, quantity: 120, inquiryId: row?.id },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('passes every field and product row on to the shop', async () => {
    await send(inquiry());
    const mail = app().mailer.latestTo(SHOP);
    expect(mail?.subject).toBe('Wholesale inquiry from Ravi Shah (Shah Traders)');
    expect(mail?.replyTo).toBe('ravi@shahtraders.in');
    const { products: _rows, confirmed: _confirmed, ...fields } = inquiry();
    for (const value of Object.values(fields)) expect(mail?.text).toContain(value);
    expect(mail?.text).toContain('1. Ujjwal Detergent Powder 1 kg × 40');
    expect(mail?.text).toContain('2. Ujjwal Dishwash Liquid 500 ml × 120');
  });

  it('acknowledges the sender, promising a reply within 24 hours', async () => {
    await send(inquiry());
    const mail = app().mailer.latestTo('RAVI@shahtraders.in');
    expect(mail?.subject).toContain('We received your wholesale inquiry');
    expect(mail?.text).toContain('Dear Ravi Shah,');
    expect(mail?.text).toContain('within 24 hours');
    expect(mail?.text).toContain('Ujjwal Dishwash Liquid 500 ml × 120');
  });

  it('keeps the inquiry and answers 201 when the mail cannot be sent', async () => {
    vi.spyOn(app().mailer, 'send').mockRejectedValue(new Error('SMTP down'));
    const response = await send(inquiry());
    expect(response.statusCode).toBe(201);
    expect(await storedInquiries()).toHaveLength(1);
    expect(await storedRows()).toHaveLength(2);
  });

  it.each([
    ['companyName', 'Company name is required'],
    ['contactPerson', 'Contact person is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
  ] as const)('refuses a missing %s with “%s”', async (field, message) => {
    const response = await send({ ...inquiry(), [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message, fields: { [field]: message } });
    expect(await storedInquiries()).toEqual([]);
  });

  it.each([
    ['email', 'ravi@', 'Please enter a valid email address'],
    ['phone', '12345', 'Enter a valid phone number'],
    ['postalCode', '012345', 'Enter a valid 6-digit PIN code'],
    ['orderType', 'Retail', 'Choose an order type'],
    ['confirmed', false, 'Please confirm the inquiry details'],
    ['products', [], 'Add at least one product'],
  ] as const)('refuses %s = %j with “%s”', async (field, value, message) => {
    const response = await send({ ...inquiry(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await storedInquiries()).toEqual([]);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [-3, 'Quantity must be at least 1'],
    [2.5, 'Quantity must be a whole number'],
  ])('refuses a quantity of %s', async (quantity, message) => {
    const body = inquiry();
    body.products[1] = { productId: dishwash, quantity };
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'products.1.quantity': message });
    expect(await storedInquiries()).toEqual([]);
  });

  it('refuses a product chosen on two rows', async () => {
    const body = { ...inquiry(), products: [...inquiry().products, { productId: detergent, quantity: 1 }] };
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'products.2.productId': 'This product is already on another row' });
  });

  it('names each row whose product is unknown or no longer sold, and stores nothing at all', async () => {
    await database().db.update(products).set({ isActive: false }).where(eq(products.id, dishwash));
    const body = {
      ...inquiry(),
      products: [
        { productId: detergent, quantity: 5 },
        { productId: dishwash, quantity: 5 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 5 },
        { productId: 'not-a-product-id', quantity: 5 },
      ],
    };
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      message: UNAVAILABLE,
      fields: {
        'products.1.productId': UNAVAILABLE,
        'products.2.productId': UNAVAILABLE,
        'products.3.productId': UNAVAILABLE,
      },
    });
    expect(await storedInquiries()).toEqual([]);
    expect(await storedRows()).toEqual([]);
    expect(app().mailer.latestTo(SHOP)).toBeUndefined();
  });

  it('rolls the inquiry back when a product row cannot be stored', async () => {
    // The schema stops a zero quantity at the door; the repository is called directly to prove the transaction.
    const { products: _rows, confirmed: _confirmed, ...fields } = inquiry();
    const rows = [
      { productId: detergent, quantity: 5 },
      { productId: dishwash, quantity: 0 },
    ];
    await expect(app().repositories.wholesaleInquiries.create({ ...fields, products: rows })).rejects.toThrow();
    expect(await storedInquiries()).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('answers a filled hidden field exactly like a success, storing and mailing nothing', async () => {
    const response = await send({ ...inquiry(), website: 'http://cheap-pills.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: SENT, data: { _id: expect.any(String) } });
    expect(await storedInquiries()).toEqual([]);
    expect(app().mailer.latestTo(SHOP)).toBeUndefined();
    expect(app().mailer.latestTo('ravi@shahtraders.in')).toBeUndefined();
  });

  it(`allows ${WHOLESALE_RATE_LIMIT.max} inquiries per ${WHOLESALE_RATE_LIMIT.timeWindow} from one address, then answers 429`, async () => {
    expect(WHOLESALE_RATE_LIMIT).toEqual({ max: 5, timeWindow: '10 minutes' });
    for (let attempt = 1; attempt <= WHOLESALE_RATE_LIMIT.max; attempt += 1) expect((await send(inquiry())).statusCode).toBe(201);
    const limited = await send(inquiry());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await storedInquiries()).toHaveLength(WHOLESALE_RATE_LIMIT.max);
    expect((await send(inquiry(), '203.0.113.78')).statusCode).toBe(201);
  });
});

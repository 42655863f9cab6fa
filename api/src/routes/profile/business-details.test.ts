import { GSTIN_MESSAGES } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { type Buyer, buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';

const database = useTestDatabase();
const app = useTestApp(database);

const registered = {
  gstin: '27aapfu0939f1zv',
  legalName: 'Shree Traders LLP',
  billingAddress: '4 Station Road, Pune 411001',
  billingStateCode: '27',
};
const save = (who: Buyer, body: unknown) => call(app(), 'PUT', '/api/v1/profile/business-details', body, { headers: who.headers });
const read = (who: Buyer) => call(app(), 'GET', '/api/v1/profile/business-details', undefined, { headers: who.headers });

describe('the shopper’s business details', () => {
  it('saves a valid GSTIN in capitals with the legal name and billing state, and the next order keeps them for its invoice', async () => {
    const who = await buyer(app(), database());
    expect((await read(who)).json().data).toEqual({ gstin: '', legalName: '', billingAddress: '', billingStateCode: '' });
    const saved = await save(who, registered);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Business details saved', data: { ...registered, gstin: '27AAPFU0939F1ZV' } });
    expect((await read(who)).json().data.gstin).toBe('27AAPFU0939F1ZV');

    const { db } = database();
    await who.fill(await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), hsnCode: '3402' }), 1);
    expect((await placeOrder(app(), who)).statusCode).toBe(201);
    const [order] = await db.select().from(orders);
    expect(order).toMatchObject({
      buyerGstin: '27AAPFU0939F1ZV',
      buyerLegalName: 'Shree Traders LLP',
      billingStateCode: '27',
      stateCode: '27',
    });
  });

  it.each([
    ['27AAPFU0939F1Z', GSTIN_MESSAGES.format],
    ['27AAPFU0939F1ZW', GSTIN_MESSAGES.checksum],
    ['29AAGCB7383J1Z4', GSTIN_MESSAGES.state],
  ])('refuses the GSTIN %s with the field’s message and saves nothing', async (gstin, message) => {
    const who = await buyer(app(), database());
    const response = await save(who, { ...registered, gstin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { gstin: message } });
    expect((await read(who)).json().data.gstin).toBe('');
  });

  it('clears the details for an unregistered buyer', async () => {
    const who = await buyer(app(), database());
    await save(who, registered);
    const cleared = await save(who, {});
    expect(cleared.json().data).toEqual({ gstin: '', legalName: '', billingAddress: '', billingStateCode: '' });
  });
});

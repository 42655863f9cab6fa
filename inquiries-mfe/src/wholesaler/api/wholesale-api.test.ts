import { idReplySchema, productPageReplySchema } from '@shop/shared/contracts';
import { answer, makeProduct } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { fetchProductOptions } from './fetch-product-options';
import { sendWholesaleInquiry } from './send-wholesale-inquiry';

describe('fetchProductOptions', () => {
  it('asks for page 0 of 1000 products and keeps the id and name of each', async () => {
    const cleaner = makeProduct({ _id: 'p1', productName: 'Floor Cleaner 1 L', price: 99 });
    const calls = answer('GET', 'product', productPageReplySchema, { success: true, data: [cleaner], total: 1, page: 0, limit: 1000 });
    await expect(fetchProductOptions()).resolves.toEqual([{ _id: 'p1', productName: 'Floor Cleaner 1 L' }]);
    expect(calls.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{ p: '0', l: '1000' }]);
  });
});

describe('sendWholesaleInquiry', () => {
  it('posts the inquiry to wholesale', async () => {
    const inquiry = {
      companyName: 'Shah Traders',
      contactPerson: 'Ravi Shah',
      email: 'ravi@shahtraders.in',
      phone: '9876543210',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      orderType: 'Bulk' as const,
      deliveryTimeline: '',
      notes: '',
      products: [{ productId: 'p1', quantity: 10 }],
      confirmed: true as const,
      website: '',
    };
    const calls = answer('POST', 'wholesale', idReplySchema, { success: true, data: { _id: 'w1' } }, 201);
    await sendWholesaleInquiry(inquiry);
    expect(calls.bodies()).toEqual([inquiry]);
  });
});

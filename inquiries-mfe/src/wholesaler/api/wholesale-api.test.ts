import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProductOptions } from './fetch-product-options';
import { sendWholesaleInquiry } from './send-wholesale-inquiry';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);

beforeEach(() => call.mockReset());

describe('fetchProductOptions', () => {
  it('asks for page 0 of 1000 products and keeps the id and name of each', async () => {
    call.mockResolvedValue({ success: true, data: [{ _id: 'p1', productName: 'Floor Cleaner 1 L', price: 99 }] });
    await expect(fetchProductOptions()).resolves.toEqual([{ _id: 'p1', productName: 'Floor Cleaner 1 L' }]);
    expect(call).toHaveBeenCalledWith('GET', 'product', { p: 0, l: 1000 });
  });

  it('reads a reply without a list as no products', async () => {
    call.mockResolvedValue({ success: true, data: null as never });
    await expect(fetchProductOptions()).resolves.toEqual([]);
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
    call.mockResolvedValue({ success: true, data: { _id: 'w1' } });
    await sendWholesaleInquiry(inquiry);
    expect(call).toHaveBeenCalledWith('POST', 'wholesale', inquiry);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ fetchProductOptions: vi.fn() }));
vi.mock('../api/fetch-product-options', () => ({ fetchProductOptions: api.fetchProductOptions }));

import { wholesalerHead } from './wholesaler-head';
import { loadWholesaler } from './wholesaler-loader';

const products = [{ _id: 'p1', productName: 'Ujjwal Detergent Powder 1 kg' }];

beforeEach(() => {
  api.fetchProductOptions.mockReset().mockResolvedValue(products);
});

describe('wholesaler loader', () => {
  it("loads the selector's products", async () => {
    expect(await loadWholesaler()).toEqual({ data: { options: { status: 'ready', products } } });
    expect(api.fetchProductOptions).toHaveBeenCalledOnce();
  });

  it('answers a failure with the Retry state and 503, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProductOptions.mockRejectedValue(new Error('down'));
    expect(await loadWholesaler()).toEqual({ data: { options: { status: 'failed' } }, status: 503 });
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe('wholesaler head', () => {
  it('names the page and promises a reply within 24 hours', () => {
    const head = wholesalerHead();
    expect(head.title).toBe('Wholesale Inquiry');
    expect(head.description).toContain('within 24 hours');
  });
});

import { ApiError } from '@shop/shared/api-client';
import { $toasts } from '@shop/shared/stores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from './detail-fixtures';

const api = vi.hoisted(() => ({ fetchProduct: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-product', () => ({ fetchProduct: api.fetchProduct }));

import { loadProduct } from './product-loader';

const PRODUCT_ID = '81fc27bf-1aa9-4e59-82f1-17aba64d35a1';
const apiError = (status: number) => new ApiError({ status, errorCode: `HTTP_${status}`, message: 'Product not found' });
const load = (productId: string) => loadProduct({ params: { productId } });

beforeEach(() => {
  api.fetchProduct.mockReset().mockResolvedValue(makeDetailProduct());
});

describe('product loader', () => {
  it('loads the product of the address', async () => {
    expect(await load(PRODUCT_ID)).toEqual({ data: { status: 'ready', product: makeDetailProduct() } });
    expect(api.fetchProduct).toHaveBeenCalledExactlyOnceWith(PRODUCT_ID);
  });

  it.each([404, 400])('answers 404 with Product Not Found when the API says %i', async (status) => {
    api.fetchProduct.mockRejectedValue(apiError(status));
    expect(await load('00000000-0000-4000-8000-000000000000')).toEqual({ data: { status: 'not-found' }, status: 404 });
  });

  it('answers 404 for a withdrawn product', async () => {
    api.fetchProduct.mockResolvedValue(makeDetailProduct({ isActive: false }));
    expect(await load(PRODUCT_ID)).toEqual({ data: { status: 'not-found' }, status: 404 });
  });

  it.each(['', 'x', 'p1', '<script>', 'a b', 'x'.repeat(65), PRODUCT_ID.slice(0, -1), `${PRODUCT_ID}-1`])(
    'answers 404 for the malformed id %j without asking the API',
    async (productId) => {
      expect(await load(productId)).toEqual({ data: { status: 'not-found' }, status: 404 });
      expect(api.fetchProduct).not.toHaveBeenCalled();
    },
  );

  it('answers another failure with the error state and 503, logged, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProduct.mockRejectedValue(apiError(500));
    expect(await load(PRODUCT_ID)).toEqual({ data: { status: 'failed' }, status: 503 });
    expect(logged).toHaveBeenCalledOnce();
    expect($toasts.get()).toEqual([]);
  });
});

import { ApiError } from '@shop/shared/api-client';
import { $toasts } from '@shop/shared/stores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetailProduct } from './detail-fixtures';

const api = vi.hoisted(() => ({ fetchProduct: vi.fn() }));
vi.mock('../../app/catalog-api/fetch-product', () => ({ fetchProduct: api.fetchProduct }));

import { loadProduct } from './product-loader';

const apiError = (status: number) => new ApiError({ status, errorCode: `HTTP_${status}`, message: 'Product not found' });
const load = (productId: string) => loadProduct({ params: { productId } });

beforeEach(() => {
  api.fetchProduct.mockReset().mockResolvedValue(makeDetailProduct());
});

describe('product loader', () => {
  it('loads the product of the address', async () => {
    expect(await load('p1')).toEqual({ data: { status: 'ready', product: makeDetailProduct() } });
    expect(api.fetchProduct).toHaveBeenCalledExactlyOnceWith('p1');
  });

  it.each([404, 400])('answers 404 with Product Not Found when the API says %i', async (status) => {
    api.fetchProduct.mockRejectedValue(apiError(status));
    expect(await load('gone')).toEqual({ data: { status: 'not-found' }, status: 404 });
  });

  it('answers 404 for a withdrawn product', async () => {
    api.fetchProduct.mockResolvedValue(makeDetailProduct({ isActive: false }));
    expect(await load('p1')).toEqual({ data: { status: 'not-found' }, status: 404 });
  });

  it.each(['', '<script>', 'a b', 'x'.repeat(65)])('answers 404 for the malformed id %j without asking the API', async (productId) => {
    expect(await load(productId)).toEqual({ data: { status: 'not-found' }, status: 404 });
    expect(api.fetchProduct).not.toHaveBeenCalled();
  });

  it('answers another failure with the error state and 503, logged, without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetchProduct.mockRejectedValue(apiError(500));
    expect(await load('p1')).toEqual({ data: { status: 'failed' }, status: 503 });
    expect(logged).toHaveBeenCalledOnce();
    expect($toasts.get()).toEqual([]);
  });
});

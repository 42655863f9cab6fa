import { request } from '@shop/shared/api-client';
import { createFetcherStore } from '@shop/shared/query';
import { $cart, $toasts, addToCart, clearToasts, emptyCart } from '@shop/shared/stores';
import { addedToCart, makeProduct } from '@shop/shared/testing';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addProductToCart } from './add-product-to-cart';
import { pendingCartAction } from './cart-changes';
import { apiError, deferred, linesHeld, toastsShown } from './cart-test-kit';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
const soap = makeProduct({ _id: 'soap' });

beforeEach(() => {
  call.mockReset();
  emptyCart();
  clearToasts();
});
afterEach(() => {
  clearToasts();
  cleanStores($cart, $toasts);
});

describe('addProductToCart', () => {
  it('posts the product and quantity, then holds the line with the server cart id', async () => {
    call.mockResolvedValue(addedToCart(2, 'c1'));
    await expect(addProductToCart(soap, 2)).resolves.toBe(true);
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'cart', { productId: 'soap', quantity: 2 });
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([['success', 'Product added to cart successfully!']]);
  });

  it('takes the server total when the product was already in the cart', async () => {
    addToCart(soap, 1, 'c1');
    call.mockResolvedValue(addedToCart(4, 'c1'));
    await addProductToCart(soap, 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 4]]);
  });

  it("shows the server's message instead when it says how many more it could only add", async () => {
    const message = 'You can only add 2 more of this product';
    call.mockResolvedValue(addedToCart(2, 'c1', message));
    await addProductToCart(soap, 1);
    expect(toastsShown()).toEqual([['success', message]]);
  });

  it('says the product is out of stock without calling the server when the card knows it', async () => {
    await expect(addProductToCart(makeProduct({ _id: 'gel', isOutOfStock: true }), 1)).resolves.toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(toastsShown()).toEqual([['error', 'This product is currently out of stock']]);
  });

  it('says the product is out of stock when the server refuses it so', async () => {
    call.mockRejectedValue(apiError(409, 'This product is currently out of stock', 'OUT_OF_STOCK'));
    await expect(addProductToCart(soap, 1)).resolves.toBe(false);
    expect($cart.get()).toEqual([]);
    expect(toastsShown()).toEqual([['error', 'This product is currently out of stock']]);
  });

  it("warns with the server's stock limit and changes nothing", async () => {
    const message = 'You can only add 1 more of this product (only 3 in stock).';
    call.mockRejectedValue(apiError(409, message, 'STOCK_LIMIT'));
    await addProductToCart(soap, 5);
    expect($cart.get()).toEqual([]);
    expect(toastsShown()).toEqual([['warning', message]]);
  });

  it("shows the server's refusal, or 'Failed to add product to cart' when it gave none", async () => {
    call.mockRejectedValueOnce(apiError(404, 'Product not found', 'NOT_FOUND'));
    call.mockRejectedValueOnce(new Error('Network Error'));
    call.mockRejectedValueOnce(apiError(500, 'Internal Server Error'));
    await addProductToCart(soap, 1);
    await addProductToCart(soap, 1);
    await addProductToCart(soap, 1);
    expect(toastsShown()).toEqual([
      ['error', 'Product not found'],
      ['error', 'Failed to add product to cart'],
      ['error', 'Failed to add product to cart'],
    ]);
    expect($cart.get()).toEqual([]);
  });

  it('asks to log in when the session has gone', async () => {
    call.mockRejectedValue(apiError(401, 'Unauthorized'));
    await addProductToCart(soap, 1);
    expect(toastsShown()).toEqual([['error', 'Please Log In']]);
  });

  it('sends nothing for a second press while the first is on its way', async () => {
    const reply = deferred<unknown>();
    call.mockReturnValue(reply.promise as ReturnType<typeof request>);
    const first = addProductToCart(soap, 1);
    expect(pendingCartAction('soap')).toBe('add');
    await expect(addProductToCart(soap, 1)).resolves.toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    reply.resolve(addedToCart(1, 'c1'));
    await expect(first).resolves.toBe(true);
    expect(pendingCartAction('soap')).toBeUndefined();
    expect(linesHeld()).toEqual([['soap', 'c1', 1]]);
  });

  it('has the cart read again wherever it is shown once the product is added', async () => {
    const read = vi.fn(() => Promise.resolve('cart'));
    const $shown = createFetcherStore(['cart'], { fetcher: read });
    const unlisten = $shown.listen(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    call.mockResolvedValue(addedToCart(1, 'c1'));
    await addProductToCart(soap, 1);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unlisten();
  });
});

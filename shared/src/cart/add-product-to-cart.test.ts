import { addToCartReplySchema } from '@shop/shared/contracts';
import { createFetcherStore } from '@shop/shared/query';
import { $cart, addToCart } from '@shop/shared/stores';
import { addedToCart, answer, deferred, inTurn, makeProduct, networkFailure, refusal } from '@shop/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { addProductToCart } from './add-product-to-cart';
import { pendingCartAction } from './cart-changes';
import { linesHeld, toastsShown } from './cart-test-kit';

const soap = makeProduct({ _id: 'soap' });

/** Answers POST cart with `reply`, checked against the endpoint's contract. */
const cartAnswers = (reply: Parameters<typeof answer<typeof addToCartReplySchema>>[3]) =>
  answer('POST', 'cart', addToCartReplySchema, reply, 201);

describe('addProductToCart', () => {
  it('posts the product and quantity, then holds the line with the server cart id', async () => {
    const calls = cartAnswers(addedToCart(2, 'c1'));
    await expect(addProductToCart(soap, 2)).resolves.toBe(true);
    expect(calls.bodies()).toEqual([{ productId: 'soap', quantity: 2 }]);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([['success', 'Product added to cart successfully!']]);
  });

  it('takes the server total when the product was already in the cart', async () => {
    addToCart(soap, 1, 'c1');
    cartAnswers(addedToCart(4, 'c1'));
    await addProductToCart(soap, 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 4]]);
  });

  it("shows the server's message instead when it says how many more it could only add", async () => {
    const message = 'You can only add 2 more of this product';
    cartAnswers(addedToCart(2, 'c1', message));
    await addProductToCart(soap, 1);
    expect(toastsShown()).toEqual([['success', message]]);
  });

  it('says the product is out of stock without calling the server when the card knows it', async () => {
    const calls = cartAnswers(addedToCart(1));
    await expect(addProductToCart(makeProduct({ _id: 'gel', isOutOfStock: true }), 1)).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    expect(toastsShown()).toEqual([['error', 'This product is currently out of stock']]);
  });

  it('says the product is out of stock when the server refuses it so', async () => {
    cartAnswers(refusal(409, 'OUT_OF_STOCK', 'This product is currently out of stock'));
    await expect(addProductToCart(soap, 1)).resolves.toBe(false);
    expect($cart.get()).toEqual([]);
    expect(toastsShown()).toEqual([['error', 'This product is currently out of stock']]);
  });

  it("warns with the server's stock limit and changes nothing", async () => {
    const message = 'You can only add 1 more of this product (only 3 in stock).';
    cartAnswers(refusal(409, 'STOCK_LIMIT', message));
    await addProductToCart(soap, 5);
    expect($cart.get()).toEqual([]);
    expect(toastsShown()).toEqual([['warning', message]]);
  });

  it("shows the server's refusal, or 'Failed to add product to cart' when it gave none", async () => {
    cartAnswers(
      inTurn(refusal(404, 'NOT_FOUND', 'Product not found'), networkFailure(), refusal(500, 'HTTP_500', 'Internal Server Error')),
    );
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
    cartAnswers(refusal(401, 'UNAUTHORIZED', 'Unauthorized'));
    await addProductToCart(soap, 1);
    expect(toastsShown()).toEqual([['error', 'Please Log In']]);
  });

  it('sends nothing for a second press while the first is on its way', async () => {
    const reply = deferred<ReturnType<typeof addedToCart>>();
    const calls = cartAnswers(() => reply.promise);
    const first = addProductToCart(soap, 1);
    expect(pendingCartAction('soap')).toBe('add');
    await expect(addProductToCart(soap, 1)).resolves.toBe(false);
    reply.resolve(addedToCart(1, 'c1'));
    await expect(first).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(pendingCartAction('soap')).toBeUndefined();
    expect(linesHeld()).toEqual([['soap', 'c1', 1]]);
  });

  it('has the cart read again wherever it is shown once the product is added', async () => {
    const read = vi.fn(() => Promise.resolve('cart'));
    const $shown = createFetcherStore(['cart'], { fetcher: read });
    const unlisten = $shown.listen(() => {});
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    cartAnswers(addedToCart(1, 'c1'));
    await addProductToCart(soap, 1);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    unlisten();
  });
});

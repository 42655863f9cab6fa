import { idReplySchema } from '@shop/shared/contracts';
import { addToCart } from '@shop/shared/stores';
import { answer, deferred, networkFailure, refusal } from '@shop/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { linesHeld, toastsShown } from './cart-test-kit';
import { removeProductFromCart } from './remove-product-from-cart';

const soap = makeProduct({ _id: 'soap' });
const gel = makeProduct({ _id: 'gel' });
const removed = { success: true as const, message: 'Product removed from cart', data: { _id: 'c1' } };
/** Answers DELETE cart/c1, soap's line, checked against the endpoint's contract. */
const removeAnswers = (reply: Parameters<typeof answer<typeof idReplySchema>>[3]) => answer('DELETE', 'cart/c1', idReplySchema, reply);

beforeEach(() => {
  addToCart(soap, 2, 'c1');
  addToCart(gel, 1, 'c2');
});

describe('removeProductFromCart', () => {
  it('deletes the line by its cart id and takes it out of the cart', async () => {
    const calls = removeAnswers(removed);
    await expect(removeProductFromCart('soap')).resolves.toBe(true);
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
    expect(toastsShown()).toEqual([['success', 'Product removed from cart']]);
  });

  it("keeps the line and says 'Failed to remove product' when the call fails", async () => {
    removeAnswers(networkFailure());
    await expect(removeProductFromCart('soap')).resolves.toBe(false);
    expect(linesHeld()).toEqual([
      ['soap', 'c1', 2],
      ['gel', 'c2', 1],
    ]);
    expect(toastsShown()).toEqual([['error', 'Failed to remove product']]);
  });

  it('drops a line the server no longer holds', async () => {
    removeAnswers(refusal(404, 'NOT_FOUND', 'Cart item not found'));
    await removeProductFromCart('soap');
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
  });

  it('lets a page word the failure its own way', async () => {
    removeAnswers(networkFailure());
    await removeProductFromCart('soap', { failureMessage: 'Failed to add product to cart' });
    expect(toastsShown()).toEqual([['error', 'Failed to add product to cart']]);
  });

  it('sends nothing for a product with no line, or for a second press on its way', async () => {
    const reply = deferred<typeof removed>();
    const calls = removeAnswers(() => reply.promise);
    await expect(removeProductFromCart('powder')).resolves.toBe(false);
    expect(calls).toHaveLength(0);

    const first = removeProductFromCart('soap');
    await expect(removeProductFromCart('soap')).resolves.toBe(false);
    reply.resolve(removed);
    await first;
    expect(calls).toHaveLength(1);
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
  });
});

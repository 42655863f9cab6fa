import { cartConflictReplySchema, updateCartReplySchema } from '@shop/shared/contracts';
import { addToCart, emptyCart } from '@shop/shared/stores';
import { answer, deferred, inTurn, makeProduct, networkFailure, quantityUpdated, refusal } from '@shop/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { linesHeld, toastsShown } from './cart-test-kit';
import { changeCartQuantity, setCartQuantity } from './change-cart-quantity';

const soap = makeProduct({ _id: 'soap' });
/** A 409 STOCK_LIMIT of PUT cart/:cartId, which says what the line now holds. */
const stockLimit = (stock: number, cartUpdated: boolean, quantity: number) => {
  const body = {
    success: false as const,
    errorCode: 'STOCK_LIMIT' as const,
    message: `Only ${stock} in stock.`,
    data: { cartUpdated, cart: { _id: 'c1', quantity } },
  };
  cartConflictReplySchema.parse(body);
  return refusal(409, body.errorCode, body.message, { data: body.data });
};
/** Answers PUT cart/c1, the line the tests hold, checked against the endpoint's contract. */
const quantityAnswers = (reply: Parameters<typeof answer<typeof updateCartReplySchema>>[3]) =>
  answer('PUT', 'cart/c1', updateCartReplySchema, reply);

beforeEach(() => addToCart(soap, 2, 'c1'));

describe('changeCartQuantity (the product card)', () => {
  it('sends +1 and -1 and holds the quantity the server answers', async () => {
    const calls = quantityAnswers(inTurn(quantityUpdated(3), quantityUpdated(2)));
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: true, quantity: 3 });
    await changeCartQuantity('soap', -1);
    expect(calls.bodies()).toEqual([{ quantity: 1 }, { quantity: -1 }]);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([
      ['success', 'Quantity updated successfully'],
      ['success', 'Quantity updated successfully'],
    ]);
  });

  it('sends nothing to go below 1', async () => {
    emptyCart();
    addToCart(soap, 1, 'c1');
    const calls = quantityAnswers(quantityUpdated(0));
    await expect(changeCartQuantity('soap', -1)).resolves.toEqual({ saved: false, quantity: 1 });
    expect(calls).toHaveLength(0);
  });

  it('warns about the stock and raises the line when the server did', async () => {
    quantityAnswers(stockLimit(4, true, 4));
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 4 });
    expect(toastsShown()).toEqual([['warning', 'Only 4 in stock.']]);
  });

  it('warns about the stock and keeps the line when the server left it', async () => {
    quantityAnswers(stockLimit(2, false, 2));
    await changeCartQuantity('soap', 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([['warning', 'Only 2 in stock.']]);
  });

  it('tells a stock refusal by its error code, not by the words of its message', async () => {
    quantityAnswers(
      inTurn(
        refusal(409, 'STOCK_LIMIT', 'You can have 3 at most.', { data: { cartUpdated: false } }),
        refusal(400, 'CART_LOCKED', 'Stock figures are being counted, try later.'),
      ),
    );
    await changeCartQuantity('soap', 1);
    await changeCartQuantity('soap', 1);
    expect(toastsShown()).toEqual([
      ['warning', 'You can have 3 at most.'],
      ['error', 'Stock figures are being counted, try later.'],
    ]);
  });

  it("shows the server's refusal, or 'Failed to update quantity', and keeps the line", async () => {
    quantityAnswers(inTurn(refusal(404, 'NOT_FOUND', 'Cart item not found'), networkFailure()));
    await changeCartQuantity('soap', 1);
    await changeCartQuantity('soap', 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([
      ['error', 'Cart item not found'],
      ['error', 'Failed to update quantity'],
    ]);
  });

  it('shows the message of a reply that says it did not succeed', async () => {
    const message = 'Cart is locked';
    quantityAnswers({ success: true, message, data: { success: false, message, cartUpdated: false, cart: { _id: 'c1', quantity: 2 } } });
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 2 });
    expect(toastsShown()).toEqual([['error', 'Cart is locked']]);
  });

  it('sends nothing for a second press while the first is on its way', async () => {
    const reply = deferred<ReturnType<typeof quantityUpdated>>();
    const calls = quantityAnswers(() => reply.promise);
    const first = changeCartQuantity('soap', 1);
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 2 });
    reply.resolve(quantityUpdated(3));
    await first;
    expect(calls).toHaveLength(1);
    expect(linesHeld()).toEqual([['soap', 'c1', 3]]);
  });
});

describe('setCartQuantity (the detail page)', () => {
  it("sends the target with mode 'set' and reports it saved", async () => {
    const calls = quantityAnswers(quantityUpdated(7));
    await expect(setCartQuantity('soap', 7)).resolves.toEqual({ saved: true, quantity: 7 });
    expect(calls.bodies()).toEqual([{ quantity: 7, mode: 'set' }]);
    expect(toastsShown()).toEqual([['success', 'Quantity updated successfully']]);
  });

  it('reports a failure so the page can put its quantity back, with the line unchanged', async () => {
    quantityAnswers(networkFailure());
    await expect(setCartQuantity('soap', 5)).resolves.toEqual({ saved: false, quantity: 2 });
    expect(toastsShown()).toEqual([['error', 'Failed to update quantity']]);
  });

  it('reports a stock refusal as not saved, with the quantity the server raised the line to', async () => {
    quantityAnswers(stockLimit(4, true, 4));
    await expect(setCartQuantity('soap', 9)).resolves.toEqual({ saved: false, quantity: 4 });
    expect(toastsShown()).toEqual([['warning', 'Only 4 in stock.']]);
  });

  it('sends nothing for a quantity below 1 or for a product with no line', async () => {
    const calls = quantityAnswers(quantityUpdated(3));
    await expect(setCartQuantity('soap', 0)).resolves.toEqual({ saved: false, quantity: 2 });
    await expect(setCartQuantity('gel', 3)).resolves.toEqual({ saved: false, quantity: undefined });
    expect(calls).toHaveLength(0);
  });
});

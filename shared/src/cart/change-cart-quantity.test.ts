import { request } from '@shop/shared/api-client';
import { $cart, $toasts, addToCart, clearToasts, emptyCart } from '@shop/shared/stores';
import { makeProduct, quantityUpdated } from '@shop/shared/testing';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, linesHeld, toastsShown } from './cart-test-kit';
import { changeCartQuantity, setCartQuantity } from './change-cart-quantity';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
const soap = makeProduct({ _id: 'soap' });
const stockLimit = (stock: number, cartUpdated: boolean, quantity: number) =>
  apiError(409, `Only ${stock} in stock.`, 'STOCK_LIMIT', { cartUpdated, cart: { _id: 'c1', quantity } });

beforeEach(() => {
  call.mockReset();
  emptyCart();
  clearToasts();
  addToCart(soap, 2, 'c1');
});
afterEach(() => {
  clearToasts();
  cleanStores($cart, $toasts);
});

describe('changeCartQuantity (the product card)', () => {
  it('sends +1 and -1 and holds the quantity the server answers', async () => {
    call.mockResolvedValueOnce(quantityUpdated(3)).mockResolvedValueOnce(quantityUpdated(2));
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: true, quantity: 3 });
    expect(call).toHaveBeenLastCalledWith('PUT', 'cart/c1', { quantity: 1 });
    await changeCartQuantity('soap', -1);
    expect(call).toHaveBeenLastCalledWith('PUT', 'cart/c1', { quantity: -1 });
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([
      ['success', 'Quantity updated successfully'],
      ['success', 'Quantity updated successfully'],
    ]);
  });

  it('sends nothing to go below 1', async () => {
    emptyCart();
    addToCart(soap, 1, 'c1');
    await expect(changeCartQuantity('soap', -1)).resolves.toEqual({ saved: false, quantity: 1 });
    expect(call).not.toHaveBeenCalled();
  });

  it('warns about the stock and raises the line when the server did', async () => {
    call.mockRejectedValue(stockLimit(4, true, 4));
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 4 });
    expect(toastsShown()).toEqual([['warning', 'Only 4 in stock.']]);
  });

  it('warns about the stock and keeps the line when the server left it', async () => {
    call.mockRejectedValue(stockLimit(2, false, 2));
    await changeCartQuantity('soap', 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([['warning', 'Only 2 in stock.']]);
  });

  it('tells a stock refusal by its error code, not by the words of its message', async () => {
    call
      .mockRejectedValueOnce(apiError(409, 'You can have 3 at most.', 'STOCK_LIMIT', { cartUpdated: false }))
      .mockRejectedValueOnce(apiError(400, 'Stock figures are being counted, try later.', 'CART_LOCKED'));
    await changeCartQuantity('soap', 1);
    await changeCartQuantity('soap', 1);
    expect(toastsShown()).toEqual([
      ['warning', 'You can have 3 at most.'],
      ['error', 'Stock figures are being counted, try later.'],
    ]);
  });

  it("shows the server's refusal, or 'Failed to update quantity', and keeps the line", async () => {
    call.mockRejectedValueOnce(apiError(404, 'Cart item not found', 'NOT_FOUND')).mockRejectedValueOnce(new Error('Network Error'));
    await changeCartQuantity('soap', 1);
    await changeCartQuantity('soap', 1);
    expect(linesHeld()).toEqual([['soap', 'c1', 2]]);
    expect(toastsShown()).toEqual([
      ['error', 'Cart item not found'],
      ['error', 'Failed to update quantity'],
    ]);
  });

  it('shows the message of a reply that says it did not succeed', async () => {
    call.mockResolvedValue({ success: true, message: 'Cart is locked', data: { success: false, message: 'Cart is locked' } });
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 2 });
    expect(toastsShown()).toEqual([['error', 'Cart is locked']]);
  });

  it('sends nothing for a second press while the first is on its way', async () => {
    const reply = deferred<unknown>();
    call.mockReturnValue(reply.promise as ReturnType<typeof request>);
    const first = changeCartQuantity('soap', 1);
    await expect(changeCartQuantity('soap', 1)).resolves.toEqual({ saved: false, quantity: 2 });
    expect(call).toHaveBeenCalledTimes(1);
    reply.resolve(quantityUpdated(3));
    await first;
    expect(linesHeld()).toEqual([['soap', 'c1', 3]]);
  });
});

describe('setCartQuantity (the detail page)', () => {
  it("sends the target with mode 'set' and reports it saved", async () => {
    call.mockResolvedValue(quantityUpdated(7));
    await expect(setCartQuantity('soap', 7)).resolves.toEqual({ saved: true, quantity: 7 });
    expect(call).toHaveBeenCalledExactlyOnceWith('PUT', 'cart/c1', { quantity: 7, mode: 'set' });
    expect(toastsShown()).toEqual([['success', 'Quantity updated successfully']]);
  });

  it('reports a failure so the page can put its quantity back, with the line unchanged', async () => {
    call.mockRejectedValue(new Error('Network Error'));
    await expect(setCartQuantity('soap', 5)).resolves.toEqual({ saved: false, quantity: 2 });
    expect(toastsShown()).toEqual([['error', 'Failed to update quantity']]);
  });

  it('reports a stock refusal as not saved, with the quantity the server raised the line to', async () => {
    call.mockRejectedValue(stockLimit(4, true, 4));
    await expect(setCartQuantity('soap', 9)).resolves.toEqual({ saved: false, quantity: 4 });
    expect(toastsShown()).toEqual([['warning', 'Only 4 in stock.']]);
  });

  it('sends nothing for a quantity below 1 or for a product with no line', async () => {
    await expect(setCartQuantity('soap', 0)).resolves.toEqual({ saved: false, quantity: 2 });
    await expect(setCartQuantity('gel', 3)).resolves.toEqual({ saved: false, quantity: undefined });
    expect(call).not.toHaveBeenCalled();
  });
});

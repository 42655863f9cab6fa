import { request } from '@shop/shared/api-client';
import { $cart, $toasts, addToCart, clearToasts, emptyCart } from '@shop/shared/stores';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { apiError, deferred, linesHeld, toastsShown } from './cart-test-kit';
import { removeProductFromCart } from './remove-product-from-cart';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
const soap = makeProduct({ _id: 'soap' });
const gel = makeProduct({ _id: 'gel' });

beforeEach(() => {
  call.mockReset();
  emptyCart();
  clearToasts();
  addToCart(soap, 2, 'c1');
  addToCart(gel, 1, 'c2');
});
afterEach(() => {
  clearToasts();
  cleanStores($cart, $toasts);
});

describe('removeProductFromCart', () => {
  it('deletes the line by its cart id and takes it out of the cart', async () => {
    call.mockResolvedValue({ success: true, message: 'Product removed from cart', data: null });
    await expect(removeProductFromCart('soap')).resolves.toBe(true);
    expect(call).toHaveBeenCalledExactlyOnceWith('DELETE', 'cart/c1');
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
    expect(toastsShown()).toEqual([['success', 'Product removed from cart']]);
  });

  it("keeps the line and says 'Failed to remove product' when the call fails", async () => {
    call.mockRejectedValue(new Error('Network Error'));
    await expect(removeProductFromCart('soap')).resolves.toBe(false);
    expect(linesHeld()).toEqual([
      ['soap', 'c1', 2],
      ['gel', 'c2', 1],
    ]);
    expect(toastsShown()).toEqual([['error', 'Failed to remove product']]);
  });

  it('drops a line the server no longer holds', async () => {
    call.mockRejectedValue(apiError(404, 'Cart item not found'));
    await removeProductFromCart('soap');
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
  });

  it('lets a page word the failure its own way', async () => {
    call.mockRejectedValue(new Error('Network Error'));
    await removeProductFromCart('soap', { failureMessage: 'Failed to add product to cart' });
    expect(toastsShown()).toEqual([['error', 'Failed to add product to cart']]);
  });

  it('sends nothing for a product with no line, or for a second press on its way', async () => {
    await expect(removeProductFromCart('powder')).resolves.toBe(false);
    expect(call).not.toHaveBeenCalled();

    const reply = deferred<unknown>();
    call.mockReturnValue(reply.promise as ReturnType<typeof request>);
    const first = removeProductFromCart('soap');
    await expect(removeProductFromCart('soap')).resolves.toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    reply.resolve({ success: true, message: 'Product removed from cart', data: null });
    await first;
    expect(linesHeld()).toEqual([['gel', 'c2', 1]]);
  });
});

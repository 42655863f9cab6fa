import { addProductToCart, removeProductFromCart, setCartQuantity } from '@shop/shared/cart';
import type { Product } from '@shop/shared/contracts';
import { clearToasts } from '@shop/shared/stores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runPurchaseAction } from './purchase-actions';

vi.mock('@shop/shared/cart', () => ({ addProductToCart: vi.fn(), removeProductFromCart: vi.fn(), setCartQuantity: vi.fn() }));

const product = { _id: 'p1', productName: 'Ujjwal Matic Detergent Powder' } as Product;
const add = vi.mocked(addProductToCart);
const remove = vi.mocked(removeProductFromCart);
const setQuantity = vi.mocked(setCartQuantity);

beforeEach(() => {
  vi.resetAllMocks();
  clearToasts();
});

describe("a signed-in shopper's cart action on a product page", () => {
  it("adds the chosen quantity through the shared cart action, with the page's failure wording", async () => {
    add.mockResolvedValueOnce(true);
    await expect(runPurchaseAction({ kind: 'add-to-cart', quantity: 3 }, product)).resolves.toBe(true);
    expect(add).toHaveBeenCalledExactlyOnceWith(product, 3, { failureMessage: 'Failed to add product to cart' });
  });

  it('removes the product with the same failure wording', async () => {
    remove.mockResolvedValueOnce(false);
    await expect(runPurchaseAction({ kind: 'remove-from-cart' }, product)).resolves.toBe(false);
    expect(remove).toHaveBeenCalledExactlyOnceWith('p1', { failureMessage: 'Failed to add product to cart' });
  });

  it('sets the quantity and reports whether it was saved, so a failure can be reverted', async () => {
    setQuantity.mockResolvedValueOnce({ saved: true, quantity: 4 }).mockResolvedValueOnce({ saved: false, quantity: 4 });
    await expect(runPurchaseAction({ kind: 'update-quantity', quantity: 4 }, product)).resolves.toBe(true);
    await expect(runPurchaseAction({ kind: 'update-quantity', quantity: 9 }, product)).resolves.toBe(false);
    expect(setQuantity.mock.calls).toEqual([
      ['p1', 4],
      ['p1', 9],
    ]);
  });
});

import { addProductToCart, removeProductFromCart, setCartQuantity } from '@shop/shared/cart';
import type { Product } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSignedInDetailAction } from './detail-actions';

vi.mock('@shop/shared/wishlist', () => ({ toggleWishlistItem: vi.fn() }));
vi.mock('@shop/shared/cart', () => ({ addProductToCart: vi.fn(), removeProductFromCart: vi.fn(), setCartQuantity: vi.fn() }));

const product = { _id: 'p1', productName: 'Ujjwal Matic Detergent Powder' } as Product;
const toggle = vi.mocked(toggleWishlistItem);
const add = vi.mocked(addProductToCart);
const remove = vi.mocked(removeProductFromCart);
const setQuantity = vi.mocked(setCartQuantity);
const toastMessages = () => $toasts.get().map((toast) => toast.message);

beforeEach(() => {
  vi.resetAllMocks();
  clearToasts();
});

describe('a signed-in shopper on the detail page', () => {
  it('saves the heart through the shared wish-list toggle and reports its outcome', async () => {
    toggle.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    await expect(handleSignedInDetailAction({ kind: 'toggle-wishlist' }, product)).resolves.toBe(true);
    await expect(handleSignedInDetailAction({ kind: 'toggle-wishlist' }, product)).resolves.toBe(false);
    expect(toggle).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveBeenCalledWith(product);
    expect(toastMessages()).toEqual([]);
  });

  it("adds the chosen quantity through the shared cart action, with the page's failure wording", async () => {
    add.mockResolvedValueOnce(true);
    await expect(handleSignedInDetailAction({ kind: 'add-to-cart', quantity: 3 }, product)).resolves.toBe(true);
    expect(add).toHaveBeenCalledExactlyOnceWith(product, 3, { failureMessage: 'Failed to add product to cart' });
    expect(toggle).not.toHaveBeenCalled();
  });

  it('removes the product with the same failure wording', async () => {
    remove.mockResolvedValueOnce(false);
    await expect(handleSignedInDetailAction({ kind: 'remove-from-cart' }, product)).resolves.toBe(false);
    expect(remove).toHaveBeenCalledExactlyOnceWith('p1', { failureMessage: 'Failed to add product to cart' });
  });

  it('sets the quantity and reports whether it was saved, so a failure can be reverted', async () => {
    setQuantity.mockResolvedValueOnce({ saved: true, quantity: 4 }).mockResolvedValueOnce({ saved: false, quantity: 4 });
    await expect(handleSignedInDetailAction({ kind: 'update-quantity', quantity: 4 }, product)).resolves.toBe(true);
    await expect(handleSignedInDetailAction({ kind: 'update-quantity', quantity: 9 }, product)).resolves.toBe(false);
    expect(setQuantity.mock.calls).toEqual([
      ['p1', 4],
      ['p1', 9],
    ]);
  });
});

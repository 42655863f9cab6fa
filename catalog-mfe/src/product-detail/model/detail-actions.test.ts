import type { Product } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSignedInDetailAction } from './detail-actions';

vi.mock('@shop/shared/wishlist', () => ({ toggleWishlistItem: vi.fn() }));

const product = { _id: 'p1', productName: 'Ujjwal Matic Detergent Powder' } as Product;
const toggle = vi.mocked(toggleWishlistItem);
const toastMessages = () => $toasts.get().map((toast) => toast.message);

beforeEach(() => {
  toggle.mockReset();
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

  it('still hears that the cart is not available yet', async () => {
    await expect(handleSignedInDetailAction({ kind: 'add-to-cart', quantity: 1 }, product)).resolves.toBe(false);
    expect(toggle).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual(['Cart is not available yet.']);
  });
});
